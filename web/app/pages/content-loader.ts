import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import type { PageContent } from '../../../domain/pages/page-content';
import { type EntryData, loadEntry } from '../../features/comparison-entry/entry-data';
import { pageForPath } from '../route-modules';
import type { AppServices } from '../services';

/** A content, landing or sub-landing page's written content. */
export interface ContentPageData {
  /** null when no content file exists: the page then shows its registry heading and description. */
  readonly content: PageContent | null;
  /** The comparison entry widget's prefill (SPEC §2 "Landing page behaviour", §3). */
  readonly entry: EntryData;
}

/**
 * Loads the Markdown content of the requested page ('/' and '/home': the main landing page's)
 * and the entry widget's data; the entry form sent without JavaScript redirects to its target.
 */
export const contentLoader =
  (svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs): Promise<ContentPageData> => {
    const url = new URL(request.url);
    const page = pageForPath(url.pathname);
    const [content, entry] = await Promise.all([
      svc.pageContent(page.path),
      loadEntry(svc, { url, pageCategory: page.productCategory, now: new Date() }),
    ]);
    if (entry.kind === 'redirect') throw redirect(entry.location);
    return { content, entry: entry.data };
  };
