import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PAGES, pageByPath } from '../../../domain/pages/page-registry';
import { NOT_FOUND_TRACKING_PATH } from '../../../domain/pages/page-rules';
import { pageDescriptionOf } from '../../../domain/pages/search-descriptions';
import { ok } from '../../../domain/result';
import { TOOL_MODULES } from '../../../web/app/route-modules';
import { createRoutes } from '../../../web/app/routes';
import { ERROR_SCREEN_TITLE } from '../../../web/features/error-screen/error-screen-texts';
import {
  contentOf,
  elementTexts,
  fakeServices,
  metaOf,
  render,
  TEST_CONFIG,
} from '../web-test-kit';

/** The H1 a page must show: its content file's, the error screen's, else the registry heading. */
const expectedH1 = (path: string, heading: string): string =>
  contentOf(path)?.h1 ?? (path === '/_error' ? ERROR_SCREEN_TITLE : heading);

/**
 * The status of a bare registry path: the 404 page, the error page (500); the tariff pages without
 * their ids (a missing tariffId is an unknown tariff, fewer than two tariffIds a bad request, the
 * application form without a tariff has none to apply for); every other page 200.
 */
const BARE_PATH_STATUS: Readonly<Record<string, number>> = {
  '/404': 404,
  '/_error': 500,
  '/tariff-details': 404,
  '/comparison': 400,
  // The application form of a tariff: without a tariffId there is none to apply for.
  '/personal-data': 404,
  // The journey's pages without a tariff (or a reference): nothing chosen to apply for.
  '/personal-login': 400,
  '/online-contract': 400,
  '/thankyou': 404,
  // The cancel page without its signed link: no appointment to show.
  '/beratung/termin-absagen': 404,
};

/**
 * Registry paths that only lead elsewhere: /beratung-anfragen, the former callback page of every
 * tariff, leads old links to „Rückruf statt Termin“ on the booking page (issue 29 finding 9).
 */
const REDIRECT_PATHS: Readonly<Record<string, readonly [number, string]>> = {
  '/beratung-anfragen': [301, '/beratung/termin?origin=tariff&callback=1'],
};

/** Services whose catalogue lists no insurer, so the insurer lists render. */
const services = fakeServices({
  insurerList: async (singlePremium) => ok({ demo: true, singlePremium, insurers: [] }),
});

describe('the route table: every page of the registry (SPEC §2), rendered at the server', () => {
  it.each(Object.entries(REDIRECT_PATHS))('%s leads on with %j', async (path, [status, to]) => {
    const answer = await render(path, services);
    expect({ status: answer.status, location: answer.location }).toEqual({ status, location: to });
  });

  it('keeps the description of every tool page in the registry: the tool shows it as its lead', () => {
    // The browser's route table carries the registry alone (domain/pages/search-descriptions.ts).
    for (const path of Object.keys(TOOL_MODULES)) {
      expect(pageByPath(path)?.description, path).toMatch(/^[A-ZÄÖÜ].{100,}[.!?]$/);
    }
  });

  it.each(
    PAGES.filter((page) => REDIRECT_PATHS[page.path] === undefined).map(
      (page) => [page.path, page] as const,
    ),
  )('%s answers with its status, title, H1, description and canonical URL', async (path, page) => {
    const answer = await render(path, services);
    expect(answer.status).toBe(BARE_PATH_STATUS[path] ?? 200);
    expect(elementTexts(answer.html, 'title')).toEqual([page.title]);
    expect(elementTexts(answer.html, 'h1')).toEqual([expectedH1(path, page.heading)]);
    expect(metaOf(answer.html, 'description')).toBe(pageDescriptionOf(page));
    expect(answer.html).toContain(`<link rel="canonical" href="${TEST_CONFIG.publicUrl}${path}">`);
    expect(metaOf(answer.html, 'og:url')).toBe(`${TEST_CONFIG.publicUrl}${path}`);
    expect(metaOf(answer.html, 'og:title')).toBe(page.title);
    // Only content (PSSSEO) pages are for search engines; ad landing pages are noindex.
    expect(metaOf(answer.html, 'robots')).toBe(page.kind === 'content' ? null : 'noindex, follow');
  });

  it('has real content for every content, landing and sub-landing page', () => {
    const withContent = PAGES.filter((p) => ['content', 'landing', 'subLanding'].includes(p.kind));
    expect(withContent.filter((p) => contentOf(p.path) === null).map((p) => p.path)).toEqual([]);
  });

  it('renders intro, sections, the FAQ accordion and related links of a content page', async () => {
    const content = contentOf('/riester-rente/foerderung');
    if (content === null) throw new Error('content missing');
    const { html } = await render('/riester-rente/foerderung');
    expect(elementTexts(html, 'h2')).toEqual(
      expect.arrayContaining([...content.sections.map((s) => s.heading), 'Häufige Fragen']),
    );
    expect(elementTexts(html, 'button').filter((text) => text.endsWith('?'))).toEqual(
      content.faq.map((f) => f.question),
    );
    // Every answer is in the server HTML, for search engines and readers without JavaScript.
    for (const item of content.faq) expect(html).toContain(item.answerHtml);
    for (const path of content.related) expect(html).toContain(`href="${path}"`);
  });

  it.each(['/', '/home'])(
    '%s shows the main landing page with the canonical URL of /',
    async (path) => {
      const answer = await render(path);
      expect(answer.status).toBe(200);
      expect(elementTexts(answer.html, 'h1')).toEqual([
        contentOf('/rentenversicherung/lp/vergleichen')?.h1,
      ]);
      expect(answer.html).toContain(`<link rel="canonical" href="${TEST_CONFIG.publicUrl}/">`);
      expect(metaOf(answer.html, 'robots')).toBeNull();
    },
  );

  it('renders the Sofort-Rente title on the single-premium pages', async () => {
    const { html } = await render('/rentenversicherung/sofortrente-einmalbeitrag/lp/vergleichen');
    expect(elementTexts(html, 'title')).toEqual(['Sofort-Rente Vergleich']);
    // SPEC §2: the entry widget starts on the single-premium card.
    expect(html).toMatch(/name="productType" checked="" value="sofort"/);
  });

  it.each(['/gibt-es-nicht', '/rentenversicherung/gibt-es-nicht', '/404'])(
    '%s renders the 404 page with status 404 and its tracking path',
    async (path) => {
      const answer = await render(path);
      expect(answer.status).toBe(404);
      expect(elementTexts(answer.html, 'h1')).toEqual(['Seite nicht gefunden']);
      expect(answer.html).toContain(`data-tracking-path="${NOT_FOUND_TRACKING_PATH}"`);
      expect(metaOf(answer.html, 'robots')).toBe('noindex, follow');
    },
  );

  it('ignores a trailing slash', async () => {
    const answer = await render('/riester-rente/');
    expect(answer.status).toBe(200);
    expect(elementTexts(answer.html, 'h1')).toEqual([contentOf('/riester-rente')?.h1]);
  });
});

describe('the route table pruned for one request (server)', () => {
  const idsOf = (routes: RouteObject[], path: string): string[] =>
    (matchRoutes(routes, path) ?? []).map((m) => m.route.id ?? '');

  it.each([
    '/',
    '/home',
    '/home/',
    ...PAGES.map((p) => p.path),
    '/gibt-es-nicht',
    '/Riester-Rente',
    '/riester-rente/',
  ])('matches the same routes for %s as the full table of the browser', (path) => {
    const svc = fakeServices();
    expect(idsOf(createRoutes(svc, { onlyFor: path }), path)).toEqual(
      idsOf(createRoutes(svc), path),
    );
  });

  it('matches paths case-sensitively, as the registry does', async () => {
    expect((await render('/Riester-Rente')).status).toBe(404);
  });
});
