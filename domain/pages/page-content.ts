/** The written content of a content (SEO) or ad landing page, rendered at the server (web issue). */
export interface PageContent {
  readonly path: string;
  readonly h1: string;
  /** Meta description, at most 160 characters. */
  readonly description: string;
  /** HTML of the introduction (before the first section). */
  readonly introHtml: string;
  readonly sections: readonly { readonly heading: string; readonly html: string }[];
  readonly faq: readonly { readonly question: string; readonly answerHtml: string }[];
  /** Paths of related pages, each in the page registry. */
  readonly related: readonly string[];
}

export interface PageContentError {
  readonly kind: 'content/invalid';
  readonly message: string;
}

/** The heading that opens the FAQ part of a content file. */
export const FAQ_HEADING = 'Häufige Fragen';
export const MIN_SECTIONS = 3;
export const MIN_FAQ_ITEMS = 3;
export const MAX_DESCRIPTION_LENGTH = 160;
