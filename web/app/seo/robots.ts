import { pagesOfKind } from '../../../domain/pages/page-registry';

/**
 * robots.txt from the registry: the flow routes (a visitor's personal comparison), the error
 * routes, the API and the login service are not for crawlers; the sitemap is named.
 */
export const robotsTxt = (publicUrl: string): string =>
  [
    'User-agent: *',
    ...[...pagesOfKind('flow'), ...pagesOfKind('error')].map((page) => `Disallow: ${page.path}`),
    'Disallow: /api/',
    'Disallow: /login/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
