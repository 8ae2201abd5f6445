import type { ReactElement, ReactNode } from 'react';
import { FAQ_HEADING, type PageContent } from '../../../domain/pages/page-content';
import type { PageEntry } from '../../../domain/pages/page-entry';
import { pageByPath } from '../../../domain/pages/page-registry';
import { Accordion } from '../../components/accordion/accordion';
import { StaticIsland } from '../../components/static-island';
import { anchorIdOf, topicLabelOf } from './topic-label';

// The HTML below is rendered at the server from the project's own Markdown files, whose parser
// refuses raw HTML (adapters/content/markdown-page-content.ts).
const Html = ({ html, className }: { readonly html: string; readonly className: string }) => (
  // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted Markdown output, see above
  <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
);

/**
 * The table of contents, the sections, the FAQ and the related pages: made of the content alone,
 * so the server renders them once per content object (one StaticIsland below).
 */
const ContentBody = ({ content }: { readonly content: PageContent }): ReactElement => {
  // One anchor id per section, not one per use (table of contents, section, heading).
  const sections = content.sections.map((section) => ({
    ...section,
    anchor: anchorIdOf(section.heading),
  }));
  const related = content.related
    .map((path) => pageByPath(path))
    .filter((entry): entry is PageEntry => entry !== null);
  return (
    <>
      <nav className="toc" aria-label="Auf dieser Seite">
        <p className="toc__title">Auf dieser Seite</p>
        <ol>
          {sections.map((section) => (
            <li key={section.heading}>
              <a href={`#${section.anchor}`}>{section.heading}</a>
            </li>
          ))}
          <li>
            <a href="#faq">{FAQ_HEADING}</a>
          </li>
        </ol>
      </nav>
      <div className="content-main">
        {sections.map((section) => (
          <section
            key={section.heading}
            className="content-section"
            aria-labelledby={section.anchor}
          >
            <h2 id={section.anchor}>{section.heading}</h2>
            <Html className="prose" html={section.html} />
          </section>
        ))}
        <section id="faq" className="faq" aria-labelledby="faq-heading">
          <h2 id="faq-heading">{FAQ_HEADING}</h2>
          <Accordion
            idPrefix="faq"
            items={content.faq.map((item, index) => ({
              _id: `faq-${index}`,
              title: item.question,
              content: item.answerHtml,
            }))}
          />
        </section>
        {related.length === 0 ? null : (
          <nav className="related" aria-labelledby="related-heading">
            <h2 id="related-heading">Das könnte Sie auch interessieren</h2>
            <ul className="related__list">
              {related.map((entry) => (
                <li key={entry.path}>
                  <a className="related__link" href={entry.path}>
                    <span className="related__topic">{topicLabelOf(entry.path)}</span>
                    <span className="related__title">{entry.heading}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </>
  );
};

/**
 * A content (SEO), ad landing or sub-landing page (SPEC §2): H1 and introduction, the way into
 * the comparison, the sections with a table of contents, the FAQ accordion, related pages.
 * The way into the comparison is the page route's (`teaser`: the entry widget with the page's
 * data), so this feature needs no other.
 */
export const ContentArticle = ({
  page,
  content,
  teaser,
}: {
  readonly page: PageEntry;
  readonly content: PageContent;
  /** The way into the comparison under this heading. */
  readonly teaser: (heading: string) => ReactNode;
}): ReactElement => {
  const isAd = page.kind === 'landing' || page.kind === 'subLanding';
  return (
    <article className={`content-page content-page--${page.kind}`}>
      {/*
        On phones an ad page shows the way into the comparison right below its heading. The DOM
        order is the visual order: a page painted while its HTML still arrives never has the
        teaser pushed in above text already shown (layout shift), and reading and tab order match.
      */}
      <header className={isAd ? 'hero hero--ad' : 'hero'}>
        <div className="container hero__inner">
          <StaticIsland source={content} cacheKey={`head:${page.path}`}>
            <div className="hero__head">
              <p className="eyebrow">{topicLabelOf(page.path)}</p>
              <h1>{page.heading}</h1>
            </div>
          </StaticIsland>
          {isAd ? null : <Html className="hero__intro prose" html={content.introHtml} />}
          {teaser(isAd ? 'Jetzt Tarife vergleichen' : 'Passende Tarife finden')}
          {isAd ? <Html className="hero__intro prose" html={content.introHtml} /> : null}
        </div>
      </header>
      <StaticIsland source={content} cacheKey="body">
        <div className="container content-layout">
          <ContentBody content={content} />
        </div>
      </StaticIsland>
    </article>
  );
};
