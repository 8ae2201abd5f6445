import type { PageEntry } from '../../../domain/pages/page-entry';

/** What a page puts into <head>: the same on the server (HTML) and after client navigation. */
export interface HeadData {
  /** SPEC §2: the registry title ('Rentenversicherung Vergleich' / 'Sofort-Rente Vergleich'). */
  readonly title: string;
  /** The page's meta description: the registry's, or the one its written content brings. */
  readonly description: string;
  readonly canonicalUrl: string;
  /** Ad landing pages (SEA), flow steps and error pages stay out of search indexes. */
  readonly noindex: boolean;
  readonly siteName: string;
}

/** Only content pages (PSSSEO) are for search engines; the rest is noindex. */
export const isIndexable = (page: PageEntry): boolean => page.kind === 'content';

export const headFor = (input: {
  readonly page: PageEntry;
  /** Replaces the registry title where the page's search decides it (SPEC §1). */
  readonly title?: string;
  /** A content, landing or sub-landing page's description, from its content (PageContent). */
  readonly description?: string;
  /** The path of the canonical URL; the page's path when absent. */
  readonly canonicalPath?: string;
  readonly indexable?: boolean;
  readonly publicUrl: string;
  readonly siteName: string;
}): HeadData => {
  const path = input.canonicalPath ?? input.page.path;
  return {
    title: input.title ?? input.page.title,
    description: input.description ?? input.page.description ?? '',
    canonicalUrl: `${input.publicUrl}${path === '/' ? '/' : path}`,
    noindex: !(input.indexable ?? isIndexable(input.page)),
    siteName: input.siteName,
  };
};
