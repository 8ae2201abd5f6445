import { describe, expect, it } from 'vitest';
import { pagesOfKind } from '../../../../domain/pages/page-registry';
import { robotsTxt } from '../../../../web/app/seo/robots';

describe('robots.txt from the registry', () => {
  const text = robotsTxt('https://www.rentenkompass.test');

  it('disallows every flow route, the API and the login service', () => {
    const lines = text.split('\n');
    for (const page of pagesOfKind('flow')) expect(lines).toContain(`Disallow: ${page.path}`);
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /login/');
  });

  it('allows the content and landing pages and names the sitemap', () => {
    expect(text).not.toMatch(
      /Disallow: \/(rentenversicherung|riester-rente|ruerup-rente|altersvorsorge)\b/,
    );
    expect(text).toContain('Sitemap: https://www.rentenkompass.test/sitemap.xml');
  });
});
