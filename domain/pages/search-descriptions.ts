import type { PageEntry } from './page-entry';
import { normalizePath } from './page-rules';
import { AD_DESCRIPTIONS } from './search-descriptions-ads';
import { CONTENT_DESCRIPTIONS } from './search-descriptions-content';

/**
 * The meta descriptions of the pages with written content (content, landing and sub-landing
 * pages), within SEARCH_DESCRIPTION_LENGTH. They are kept apart from the page registry because
 * the browser needs them only for the head after a client-side navigation, and then they come
 * with the page's content (PageContent.description): the result route's JavaScript stays
 * about 3 kB smaller (issue 31's note). The server's content adapter reads them here.
 */
export const SEARCH_DESCRIPTIONS: ReadonlyMap<string, string> = new Map([
  ...CONTENT_DESCRIPTIONS,
  ...AD_DESCRIPTIONS,
]);

/** A page's meta description: the registry's, or for a page with written content its own. */
export const pageDescriptionOf = (page: PageEntry): string =>
  page.description ?? SEARCH_DESCRIPTIONS.get(normalizePath(page.path)) ?? '';
