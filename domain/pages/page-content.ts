/** The written content of a content (SEO) or ad landing page, rendered at the server. */
export interface PageContent {
  readonly path: string;
  /** The registry's heading of the page (domain/pages/), carried along for client navigation. */
  readonly h1: string;
  /** The registry's meta description of the page. */
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
/**
 * What a content file's front matter may hold. Heading and description are not among them: the
 * page registry is their one source.
 */
export const FRONT_MATTER_KEYS = ['path', 'related'] as const;
