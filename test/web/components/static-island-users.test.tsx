import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE_FILE } from '../../../adapters/catalogue/catalogue-location';
import { FileTariffCatalogue } from '../../../adapters/catalogue/file-tariff-catalogue.adapter';
import { FixedClockAdapter } from '../../../adapters/memory/fixed-clock.adapter';
import { pagesOfKind } from '../../../domain/pages/page-registry';
import {
  type ComparisonAnswer,
  makeCompareQuery,
} from '../../../ports/use-cases/compare-tariffs.use-case';
import { islandTextOf } from '../../../web/app/island-text';
import { TrustSection } from '../../../web/app/root/trust-section';
import { type IslandRenderer, IslandRendererContext } from '../../../web/components/static-island';
import { BirthdayField } from '../../../web/features/comparison-entry/birthday-field';
import { ComparisonEntry } from '../../../web/features/comparison-entry/comparison-entry';
import { ComparisonTeaser } from '../../../web/features/comparison-entry/comparison-teaser';
import type { EntryEnvironment } from '../../../web/features/comparison-entry/entry-environment';
import { ProductChoice } from '../../../web/features/comparison-entry/product-choice';
import { ConsentBanner } from '../../../web/features/consent/consent-banner';
import { ContentArticle } from '../../../web/features/content/content-article';
import { Footer } from '../../../web/features/footer/footer';
import { Header } from '../../../web/features/header/header';
import { FilterPanel } from '../../../web/features/result-list/filter-panel';
import { ResultList } from '../../../web/features/result-list/result-list';
import { searchOf } from '../features/result-list/search-of';
import { contentOf, ROOT } from '../web-test-kit';

// The StaticIsland rule (no useId, no context, fixed ids): for every component that uses an island,
// the page the server writes with islands is byte for byte the plain render of the same element.
// A file that starts using StaticIsland must add its rows here (the last test checks the table).

// The server's renderer: the islands it writes as text (rows, filter sheet), React the rest.
const islandsOn = (element: ReactElement): string => {
  const renderer: IslandRenderer = {
    render: (node) => islandTextOf(node) ?? renderToString(node),
    text: islandTextOf,
  };
  return renderToString(
    <IslandRendererContext.Provider value={renderer}>{element}</IslandRendererContext.Provider>,
  );
};

const entryEnv = (product: 'schicht3' | 'sofort', birthday: string): EntryEnvironment => ({
  data: {
    prefill: { product, birthday, jobSituation: null },
    today: { year: 2026, month: 11, day: 22 },
    message: null,
  },
  save: async () => ({ ok: true, value: null }),
  navigate: () => undefined,
});

const ignore = (): void => undefined;

interface Row {
  readonly name: string;
  readonly element: ReactElement;
}

const row = (name: string, element: ReactElement): Row => ({ name, element });

const birthday = (value: string, message: string | null, autoFocus: boolean): ReactElement => (
  <BirthdayField
    id="entry-birthday"
    value={value}
    message={message}
    autoFocus={autoFocus}
    inputRef={null}
    onChange={ignore}
    onBlur={ignore}
  />
);

const HEADER_PROPS = {
  search: '',
  deviceOutput: 'desktop',
  loginHref: '/login/auth/prepare?callback=%2F',
} as const;

const header = (pagePath: string): ReactElement => (
  <Header {...HEADER_PROPS} path={pagePath} accountMenu={<span id="menu-slot">Menü</span>} />
);

const articles = (): Row[] =>
  [...pagesOfKind('content'), ...pagesOfKind('landing'), ...pagesOfKind('subLanding')].flatMap(
    (page) => {
      const content = contentOf(page.path);
      return content === null
        ? []
        : [
            row(
              `article ${page.path}`,
              <ContentArticle
                page={page}
                content={content}
                teaser={(heading) => (
                  <ComparisonTeaser
                    env={entryEnv(page.productCategory === 'rente-ez' ? 'sofort' : 'schicht3', '')}
                    heading={heading}
                  />
                )}
              />,
            ),
          ];
    },
  );

// The result list's island holds the rows of a real comparison on the demo catalogue.
const compareQuery = makeCompareQuery({
  catalogue: new FileTariffCatalogue(DEMO_CATALOGUE_FILE),
  clock: new FixedClockAdapter(Temporal.Instant.from('2026-11-22T10:00:00Z')),
});
const RESULT_QUERIES = {
  schicht3: 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150',
  wishes: 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&si=klassisch&bg=100',
  sofort: 'bd=1955-03-02&pt=sofort&otp=50000',
} as const;
const answers = new Map<string, ComparisonAnswer>();
for (const query of Object.values(RESULT_QUERIES)) {
  const answer = await compareQuery(query);
  if (!answer.ok) throw new Error(`${query}: ${answer.error.message}`);
  answers.set(query, answer.value);
}
const resultList = (query: string, showPoints: boolean, selected: string[]): ReactElement => (
  <ResultList
    answer={answers.get(query) as ComparisonAnswer}
    search={searchOf(query)}
    showPoints={showPoints}
    selected={selected}
    compareMessage={null}
    submitForm={ignore}
  />
);

const filterPanel = (query: string, fundFilters: boolean): ReactElement => (
  <FilterPanel
    search={searchOf(query)}
    insurers={(answers.get(RESULT_QUERIES.schicht3) as ComparisonAnswer).insurers}
    submitForm={ignore}
    fundFilters={fundFilters}
  />
);

/** Each island user (its file under web/) with the elements that cover its island's keys. */
const USERS: Readonly<Record<string, () => Row[]>> = {
  'web/app/root/trust-section.tsx': () => [row('trust section', <TrustSection />)],
  'web/features/comparison-entry/birthday-field.tsx': () => [
    row('empty field (cached)', birthday('', null, false)),
    row('typed value', birthday('01.01.1980', null, false)),
    row('with a message', birthday('31.02.2000', 'Bitte geben Sie ein gültiges Datum ein.', false)),
    row('autofocus', birthday('', null, true)),
  ],
  'web/features/comparison-entry/comparison-entry.tsx': () => [
    row('entry schicht3', <ComparisonEntry env={entryEnv('schicht3', '')} />),
    row('entry sofort', <ComparisonEntry env={entryEnv('sofort', '03.02.1955')} />),
  ],
  'web/features/comparison-entry/product-choice.tsx': () => [
    row('schicht3 chosen', <ProductChoice value="schicht3" onChange={ignore} />),
    row('sofort chosen', <ProductChoice value="sofort" onChange={ignore} />),
  ],
  'web/features/consent/consent-banner.tsx': () => [
    row('consent banner', <ConsentBanner onSave={ignore} formAction="/api/consent" />),
    row('consent banner without action', <ConsentBanner onSave={ignore} />),
  ],
  'web/features/content/content-article.tsx': articles,
  'web/features/footer/footer.tsx': () => [
    row('footer', <Footer elevated={false} phone="0800 123 45 67" />),
    row('footer elevated', <Footer elevated={true} phone="0800 123 45 67" />),
  ],
  'web/features/result-list/result-list.tsx': () => [
    row('result list', resultList(RESULT_QUERIES.schicht3, false, [])),
    row('result list with points', resultList(RESULT_QUERIES.schicht3, true, [])),
    row('result list with wishes', resultList(RESULT_QUERIES.wishes, false, [])),
    row('Sofortrente list', resultList(RESULT_QUERIES.sofort, false, [])),
  ],
  'web/features/result-list/filter-panel.tsx': () => [
    row('filter panel', filterPanel(RESULT_QUERIES.schicht3, true)),
    row(
      'filter panel, filters set',
      filterPanel(`${RESULT_QUERIES.wishes}&tg=1.5&oce=1&if=1`, true),
    ),
    row('filter panel of a Sofortrente', filterPanel(RESULT_QUERIES.sofort, false)),
  ],
  'web/features/header/header.tsx': () => [
    row('header on a topic', header('/riester-rente/foerderung')),
    row('header off the topics', header('/impressum')),
  ],
};

const CASES = Object.entries(USERS).flatMap(([file, elements]) =>
  elements().map(({ name, element }) => [file, name, element] as const),
);

describe('StaticIsland users: the island HTML equals the plain render', () => {
  it.each(CASES)('%s: %s', (_file, _name, element) => {
    // Twice: the second render takes the island's HTML from the renderer's cache.
    const plain = renderToString(element);
    expect(islandsOn(element)).toBe(plain);
    expect(islandsOn(element)).toBe(plain);
  });

  it('covers every file under web/ that uses StaticIsland', () => {
    const users = (dir: string): string[] =>
      fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
        const relative = `${dir}/${entry.name}`;
        if (entry.isDirectory()) return users(relative);
        if (!entry.name.endsWith('.tsx')) return [];
        return fs.readFileSync(path.join(ROOT, relative), 'utf8').includes('<StaticIsland')
          ? [relative]
          : [];
      });
    expect(users('web').sort()).toEqual(Object.keys(USERS).sort());
  });
});
