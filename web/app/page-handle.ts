import type { PageEntry } from '../../domain/pages/page-entry';

/** What a page route tells the shell and the server through its `handle`. */
export interface PageHandle {
  readonly page: PageEntry;
  /** The HTTP status of the page: 404 for the not-found page, 500 for /_error, 200 otherwise. */
  readonly status?: number;
  /** The canonical path when it differs from the page's path ('/home' → '/'). */
  readonly canonicalPath?: string;
  /** Overrides the rule that only content pages are indexable ('/' is). */
  readonly indexable?: boolean;
  /** The route's lazy module (source path), so the server can preload its chunk. */
  readonly module?: string;
}

export const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === 'object' && handle !== null && 'page' in handle;
