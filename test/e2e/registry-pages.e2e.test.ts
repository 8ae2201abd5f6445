import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGES, pagesOfKind } from '../../domain/pages/page-registry';
import { BROWSER_TEST_TIMEOUT_MS, startE2eServer } from '../support/browser-rig';
import { type BuiltServer, ensureBuilt } from '../support/built-server';
import { contentOf, elementTexts, metaOf } from '../web/web-test-kit';

// Every page of the registry (SPEC §2) from the production server over plain HTTP, as
// a search engine reads it without JavaScript: status, registry title, H1, robots, canonical
// URL; robots.txt and sitemap.xml consistent with the registry. test/web/app/routes.test.ts
// checks the same pages rendered in-process with fakes; this is the built server end to end.

let server: BuiltServer;
// Every page of the registry in one test: long on a loaded machine.
vi.setConfig({ testTimeout: BROWSER_TEST_TIMEOUT_MS });

beforeAll(async () => {
  ensureBuilt();
  server = await startE2eServer();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const get = async (path: string): Promise<{ status: number; text: string; type: string }> => {
  const answer = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'gzip' } });
  return {
    status: answer.status,
    text: await answer.text(),
    type: answer.headers.get('content-type') ?? '',
  };
};

/**
 * The tariff pages without their ids: a missing tariffId is an unknown tariff (also for the
 * application form), fewer than two a bad request.
 */
const BARE_PATH_STATUS: Readonly<Record<string, number>> = {
  '/404': 404,
  '/tariff-details': 404,
  '/comparison': 400,
  '/personal-data': 404,
  // The application journey without a tariff or reference: nothing chosen; the error page: 500.
  '/personal-login': 400,
  '/online-contract': 400,
  '/thankyou': 404,
  '/beratung-anfragen': 400,
  // The cancel page without its signed link: no appointment to show.
  '/beratung/termin-absagen': 404,
  '/_error': 500,
};

const locOf = (xml: string): string[] =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');

describe('the registry pages from the built server, without JavaScript', () => {
  it('answers every page with its status, registry title, H1, robots and canonical URL', async () => {
    const wrong: string[] = [];
    for (const page of PAGES) {
      const { status, text } = await get(page.path);
      const h1 = elementTexts(text, 'h1');
      const expectedH1 = contentOf(page.path)?.h1;
      const problems = [
        status === (BARE_PATH_STATUS[page.path] ?? 200) ? null : `status ${status}`,
        elementTexts(text, 'title')[0] === page.title ? null : 'title',
        h1.length === 1 && h1[0] !== '' ? null : `h1 ${JSON.stringify(h1)}`,
        expectedH1 === undefined || h1[0] === expectedH1 ? null : `h1 is not the content's`,
        text.includes(`<link rel="canonical" href="${server.url}${page.path}">`)
          ? null
          : 'canonical',
        // Ad landing pages (SEA), flow and error pages are not for search engines.
        (metaOf(text, 'robots') === null) === (page.kind === 'content') ? null : 'robots',
        page.pageType !== 'SEA' || metaOf(text, 'robots')?.includes('noindex') ? null : 'SEA index',
      ].filter((p) => p !== null);
      if (problems.length > 0) wrong.push(`${page.path}: ${problems.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('serves a robots.txt that keeps crawlers out of every flow and error route', async () => {
    const { status, text, type } = await get('/robots.txt');
    expect(status).toBe(200);
    expect(type).toContain('text/plain');
    const disallowed = text.split('\n').filter((line) => line.startsWith('Disallow: '));
    for (const page of [...pagesOfKind('flow'), ...pagesOfKind('error')]) {
      expect(disallowed).toContain(`Disallow: ${page.path}`);
    }
    for (const page of pagesOfKind('content')) {
      expect(disallowed).not.toContain(`Disallow: ${page.path}`);
    }
    expect(text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  it('serves a sitemap.xml with exactly `/` and the content pages, each answering 200', async () => {
    const { status, text, type } = await get('/sitemap.xml');
    expect(status).toBe(200);
    expect(type).toContain('xml');
    const listed = locOf(text);
    const expected = ['/', ...pagesOfKind('content').map((p) => p.path)].map(
      (path) => `${server.url}${path === '/' ? '/' : path}`,
    );
    expect([...listed].sort()).toEqual([...new Set(expected)].sort());
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(metaOf(home.text, 'robots')).toBeNull();
  });
});
