import type { PageType } from '../tracking/page-type';
import type { ProductCategory } from '../tracking/product-category';

// SPEC §2: what a page is — a step of the comparison flow, an SEO content page, an ad landing
// page (/lp/), an ad sub-landing page (/sl/) or an error page; and the legal pages (Impressum,
// Datenschutz, AGB, Erstinformation, cookie settings) the law asks for.
export const PAGE_KINDS = ['flow', 'content', 'landing', 'subLanding', 'error', 'legal'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/**
 * SPEC §2 per-page attributes, plus the German heading and meta description the web app shows.
 * The registry is the one source of these texts: the pages (H1), the SEO head, the related-page
 * links, the content loader and `rente pages` all read them here; content files hold body text only.
 */
export interface PageEntry {
  readonly path: string;
  /** The browser title (SPEC §2). */
  readonly title: string;
  /** The page's German heading: its H1 and the title of links to it. */
  readonly heading: string;
  /**
   * The German meta description, which flow, tool, error, legal and customer-area pages also show
   * as their lead. Null for the other pages with written content (content, landing and
   * sub-landing pages): theirs is only a meta description and comes with the page's content
   * (search-descriptions.ts, PageContent), so the browser's route table does not carry it.
   */
  readonly description: string | null;
  readonly pageType: PageType;
  readonly productCategory: ProductCategory;
  readonly areaId: string;
  /** The path the page is tracked under; differs from `path` only for /404. */
  readonly trackingPath: string;
  readonly kind: PageKind;
}

/**
 * The length a meta description of a page with written content has: search engines show about
 * 120 to 160 characters of it, so a shorter one wastes the snippet and a longer one is cut off.
 */
export const SEARCH_DESCRIPTION_LENGTH = { min: 120, max: 160 } as const;

/** What a data file lists for a page: path, heading, description; the rest follows by rule. */
export type PageSeed = readonly [path: string, heading: string, description: string];

/**
 * What a data file lists for a page with written content that does not show its description: path
 * and heading. Its meta description is in search-descriptions-content.ts or
 * search-descriptions-ads.ts. (A tool page shows it as its lead and lists a PageSeed.)
 */
export type SearchPageSeed = readonly [path: string, heading: string];
