import { type MouseEvent, type ReactElement, useState } from 'react';
import { toggleAccordion } from '../../../domain/content/accordion';

export interface FaqItem {
  readonly question: string;
  readonly answerHtml: string;
}

/**
 * SPEC §2 accordion: one answer open at a time; toggling the open one closes it
 * (domain toggleAccordion). <details>/<summary> keep it usable before hydration and by keyboard.
 */
export const FaqAccordion = ({
  id,
  heading,
  items,
}: {
  readonly id: string;
  readonly heading: string;
  readonly items: readonly FaqItem[];
}): ReactElement => {
  const [openId, setOpenId] = useState<string | null>(null);
  const toggle = (event: MouseEvent<HTMLElement>, itemId: string): void => {
    event.preventDefault();
    setOpenId((current) => toggleAccordion(current, itemId));
  };
  return (
    <section id={id} className="faq" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <div className="faq__list">
        {items.map((item, index) => {
          const itemId = `${id}-${index}`;
          return (
            <details key={itemId} className="faq__item" open={openId === itemId}>
              {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is the native disclosure button */}
              <summary className="faq__question" onClick={(event) => toggle(event, itemId)}>
                {item.question}
              </summary>
              <div
                className="faq__answer prose"
                // The answer is HTML rendered at the server from the project's own Markdown.
                // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted, raw HTML refused by the parser
                dangerouslySetInnerHTML={{ __html: item.answerHtml }}
              />
            </details>
          );
        })}
      </div>
    </section>
  );
};
