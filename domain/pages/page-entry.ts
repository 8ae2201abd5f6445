import type { PageType } from '../tracking/page-type';
import type { ProductCategory } from '../tracking/product-category';

// SPEC §2: what a page is — a step of the comparison flow, an SEO content page, an ad landing
// page (/lp/), an ad sub-landing page (/sl/) or an error page.
export const PAGE_KINDS = ['flow', 'content', 'landing', 'subLanding', 'error'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** SPEC §2 per-page attributes, plus the German heading and meta description the web app shows. */
export interface PageEntry {
  readonly path: string;
  /** The browser title (SPEC §2). */
  readonly title: string;
  /** The page's German name, used as its main heading. */
  readonly heading: string;
  /** One German sentence for the meta description. */
  readonly description: string;
  readonly pageType: PageType;
  readonly productCategory: ProductCategory;
  readonly areaId: string;
  /** The path the page is tracked under; differs from `path` only for /404. */
  readonly trackingPath: string;
  readonly kind: PageKind;
}

/** What a data file lists for a page: path, heading, description; the rest follows by rule. */
export type PageSeed = readonly [path: string, heading: string, description: string];
