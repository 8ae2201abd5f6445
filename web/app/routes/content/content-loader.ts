import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { pageProductOf } from '../../../../domain/entry/entry-target';
import type { PageContent } from '../../../../domain/pages/page-content';
import { productTypeOfPage } from '../../../../domain/pages/page-product';
import type { AppServices } from '../../../../ports/app-services';
import {
  type EntryData,
  loadEntry,
  submitEntry,
} from '../../../features/comparison-entry/entry-data';
import { pageForPath } from '../../route-modules';

/** A content, landing or sub-landing page's written content. */
export interface ContentPageData {
  /** null when no content file exists: the page then shows its registry heading (and description). */
  readonly content: PageContent | null;
  /** The comparison entry widget's prefill (SPEC §2 "Landing page behaviour", §3). */
  readonly entry: EntryData;
}

/** What the entry form's post answers when the visitor stays on the page (SPEC §2 step 4). */
export interface ContentActionData {
  readonly entry: EntryData;
}

/**
 * Loads the Markdown content of the requested page ('/' and '/home': the main landing page's)
 * and the entry widget's data; a GET with the entry fields only navigates to its target.
 */
export const contentLoader =
  (svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs): Promise<ContentPageData> => {
    const url = new URL(request.url);
    const page = pageForPath(url.pathname);
    const [content, entry] = await Promise.all([
      svc.pageContent(page.path),
      loadEntry(svc, {
        url,
        pageCategory: page.productCategory,
        now: new Date(svc.now()),
        pageProduct: pageProductOf(productTypeOfPage(page)),
      }),
    ]);
    if (entry.kind === 'redirect') throw redirect(entry.location);
    return { content, entry: entry.data };
  };

/**
 * The entry form posted without JavaScript (a POST, CSRF-checked by the server): the
 * call-to-action's steps with the save, then 303 to the target, or the message at the field.
 */
export const contentAction =
  (svc: AppServices) =>
  async ({ request }: ActionFunctionArgs): Promise<ContentActionData> => {
    const url = new URL(request.url);
    const page = pageForPath(url.pathname);
    const form = new URLSearchParams();
    for (const [name, value] of await request.formData()) {
      if (typeof value === 'string') form.append(name, value);
    }
    const entry = await submitEntry(svc, {
      form,
      pageCategory: page.productCategory,
      now: new Date(svc.now()),
      pageProduct: pageProductOf(productTypeOfPage(page)),
    });
    if (entry.kind === 'redirect') throw redirect(entry.location, 303);
    return { entry: entry.data };
  };
