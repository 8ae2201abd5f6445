import { pagesOfKind } from '../../../domain/pages/page-registry';
import { escapeHtml } from '../../components/html-escape';

/** The sitemap's pages: the home page and the content (SEO) pages; no ad pages, no flow steps. */
export const sitemapPaths = (): readonly string[] => [
  '/',
  ...pagesOfKind('content').map((page) => page.path),
];

export const sitemapXml = (publicUrl: string): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemapPaths().map((path) => `  <url><loc>${escapeHtml(`${publicUrl}${path}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
