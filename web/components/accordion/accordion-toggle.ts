// SPEC §3: an accordion (FAQ) item; `accordeonId` keeps the spec's spelling.
export interface AccordionItem {
  readonly _id: string;
  readonly accordeonId: string;
  readonly title: string;
  readonly content: string;
}

/** SPEC §2: clicking the open item closes it; clicking another opens that one instead. */
export const toggleAccordion = (openId: string | null, clickedId: string): string | null =>
  openId === clickedId ? null : clickedId;
