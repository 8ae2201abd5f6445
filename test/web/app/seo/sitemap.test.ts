import { describe, expect, it } from 'vitest';
import { PAGES } from '../../../../domain/pages/page-registry';
import { sitemapXml } from '../../../../web/app/seo/sitemap';

const locsOf = (xml: string): string[] =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');

describe('sitemap.xml from the registry', () => {
  const base = 'https://www.rentenkompass.test';
  const locs = locsOf(sitemapXml(base));

  it('lists the home page and every content page', () => {
    const content = PAGES.filter((p) => p.kind === 'content').map((p) => `${base}${p.path}`);
    expect(locs).toEqual([`${base}/`, ...content]);
  });

  it('leaves out ad landing pages, flow routes and error pages', () => {
    for (const page of PAGES.filter((p) => p.kind !== 'content')) {
      expect(locs).not.toContain(`${base}${page.path}`);
    }
  });

  it('is a sitemaps.org urlset', () => {
    expect(sitemapXml(base)).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
  });
});
