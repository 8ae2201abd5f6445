import type { LoaderFunctionArgs } from 'react-router-dom';
import type { PageContent } from '../../../domain/pages/page-content';
import { pageForPath } from '../route-modules';
import type { AppServices } from '../services';

/** A content, landing or sub-landing page's written content. */
export interface ContentPageData {
  /** null when no content file exists: the page then shows its registry heading and description. */
  readonly content: PageContent | null;
}

/** Loads the Markdown content of the requested page ('/' and '/home': the main landing page's). */
export const contentLoader =
  (svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs): Promise<ContentPageData> => ({
    content: await svc.pageContent(pageForPath(new URL(request.url).pathname).path),
  });
