import { type ReactElement, useId, useState } from 'react';
import { type AccordionItem, toggleAccordion } from './accordion-toggle';
import './accordion.css';

export type AccordionEntry = Pick<AccordionItem, '_id' | 'title' | 'content'>;

export interface AccordionProps {
  /** `content` is HTML rendered at the server from the project's own Markdown. */
  readonly items: readonly AccordionEntry[];
  /** The item open at first; the first item when not given, none with null. */
  readonly initialOpenId?: string | null;
  /** The heading level of the questions inside the page's outline. */
  readonly headingLevel?: 2 | 3 | 4;
  /** A fixed id prefix (unique on the page), so the server HTML can be cached; useId otherwise. */
  readonly idPrefix?: string;
}

/**
 * SPEC §2 accordion (FAQ): one item open at a time; toggling the open item closes it
 * (`toggleAccordion`). Every answer is in the server HTML (closed ones `hidden`), the first one
 * open, so search engines and readers without JavaScript get the content; the questions are
 * buttons with aria-expanded and aria-controls (WAI-ARIA accordion pattern).
 */
export const Accordion = ({
  items,
  initialOpenId,
  headingLevel = 3,
  idPrefix,
}: AccordionProps): ReactElement => {
  const [openId, setOpenId] = useState<string | null>(
    initialOpenId === undefined ? (items[0]?._id ?? null) : initialOpenId,
  );
  const generatedId = useId();
  const baseId = idPrefix ?? generatedId;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="rk-accordion">
      {items.map((item, index) => {
        const open = item._id === openId;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div
            key={item._id}
            className={open ? 'rk-accordion__item rk-accordion__item--open' : 'rk-accordion__item'}
          >
            <Heading className="rk-accordion__heading">
              <button
                id={buttonId}
                type="button"
                className="rk-accordion__question"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId((current) => toggleAccordion(current, item._id))}
              >
                <span>{item.title}</span>
                <svg className="rk-accordion__chevron" viewBox="0 0 24 24" aria-hidden="true">
                  <path
                    d="M6 9 L12 15 L18 9"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </Heading>
            <section
              id={panelId}
              className="rk-accordion__answer"
              aria-labelledby={buttonId}
              hidden={!open}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered at the server with raw HTML refused
              dangerouslySetInnerHTML={{ __html: item.content }}
            />
          </div>
        );
      })}
    </div>
  );
};
