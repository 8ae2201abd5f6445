import { escapeHtml } from '../../components/html-escape';
import type { HeadData } from './head-data';

/** The page-specific <head> tags of the server's HTML. */
export const headHtml = (head: HeadData, viewport: string): string => {
  const e = escapeHtml;
  return [
    `<meta name="viewport" content="${e(viewport)}">`,
    `<title>${e(head.title)}</title>`,
    `<meta name="description" content="${e(head.description)}">`,
    `<link rel="canonical" href="${e(head.canonicalUrl)}">`,
    ...(head.noindex ? ['<meta name="robots" content="noindex, follow">'] : []),
    '<meta property="og:type" content="website">',
    '<meta property="og:locale" content="de_DE">',
    `<meta property="og:site_name" content="${e(head.siteName)}">`,
    `<meta property="og:title" content="${e(head.title)}">`,
    `<meta property="og:description" content="${e(head.description)}">`,
    `<meta property="og:url" content="${e(head.canonicalUrl)}">`,
  ].join('');
};
