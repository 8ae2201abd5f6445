import type { PageEntry } from '../../domain/pages/page-entry';
import type { AppServices } from '../../ports/app-services';
import { hasContent, moduleOf } from './route-modules';

const prefetched = new Set<string>();

/**
 * Route prefetching: the target page's chunk and, for content pages, its content —
 * the browser services keep it, so the loader's call is answered at once.
 */
export const prefetchPage = (svc: AppServices, page: PageEntry, path: string): void => {
  const key = path.split(/[?#]/, 1)[0] ?? path;
  if (prefetched.has(key)) return;
  prefetched.add(key);
  moduleOf(page)
    .load()
    .catch(() => prefetched.delete(key));
  if (hasContent(page)) void svc.pageContent(page.path);
};
