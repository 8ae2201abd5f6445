import type { PageType } from '../tracking/page-type';
import { CONSULTATION_PAGE_SEEDS } from './consultation-pages';
import { RENTENVERSICHERUNG_CONTENT_SEEDS } from './content-pages-rentenversicherung';
import { VORSORGE_CONTENT_SEEDS } from './content-pages-vorsorge';
import { CUSTOMER_AREA_PAGE_SEEDS } from './customer-area-pages';
import { ERROR_PAGE_SEEDS, FLOW_PAGE_SEEDS } from './flow-pages';
import { LANDING_PAGE_SEEDS } from './landing-pages';
import { LEGAL_PAGE_SEEDS } from './legal-pages';
import type { PageEntry, PageKind } from './page-entry';
import { normalizePath, pageEntry, productCategoryFor, titleForCategory } from './page-rules';
import { SUB_LANDING_PAGE_SEEDS } from './sub-landing-pages';

/**
 * SPEC §2: every flow route, content page, ad landing page, ad sub-landing page and error page;
 * the legal pages; and the consultation request of every tariff (a flow step beside SPEC §2).
 */
export const PAGES: readonly PageEntry[] = [
  ...FLOW_PAGE_SEEDS.map((seed) => pageEntry('flow', seed)),
  ...ERROR_PAGE_SEEDS.map((seed) => pageEntry('error', seed)),
  ...RENTENVERSICHERUNG_CONTENT_SEEDS.map((seed) => pageEntry('content', seed)),
  ...VORSORGE_CONTENT_SEEDS.map((seed) => pageEntry('content', seed)),
  ...LANDING_PAGE_SEEDS.map((seed) => pageEntry('landing', seed)),
  ...SUB_LANDING_PAGE_SEEDS.map((seed) => pageEntry('subLanding', seed)),
  ...LEGAL_PAGE_SEEDS.map((seed) => pageEntry('legal', seed)),
  ...CONSULTATION_PAGE_SEEDS.map((seed) => pageEntry('flow', seed)),
  ...CUSTOMER_AREA_PAGE_SEEDS.map((seed) => pageEntry('flow', seed)),
];

const BY_PATH: ReadonlyMap<string, PageEntry> = new Map(PAGES.map((page) => [page.path, page]));

/** The page at a path; a trailing slash, query and fragment are ignored. */
export const pageByPath = (path: string): PageEntry | null =>
  BY_PATH.get(normalizePath(path)) ?? null;

export const pagesOfType = (type: PageType): readonly PageEntry[] =>
  PAGES.filter((page) => page.pageType === type);

export const pagesOfKind = (kind: PageKind): readonly PageEntry[] =>
  PAGES.filter((page) => page.kind === kind);

/** SPEC §2: the browser title of a path; unknown paths follow the same single-premium rule. */
export const titleFor = (path: string): string =>
  pageByPath(path)?.title ?? titleForCategory(productCategoryFor(normalizePath(path)));
