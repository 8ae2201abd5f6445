import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { pagesOfKind } from '../../domain/pages/page-registry';
import { setUpRig } from '../support/browser-rig';
import { expectAccessible } from './flow-kit';
import {
  eventMark,
  hydrated,
  notHydrated,
  type StoredEvent,
  storedEventsOf,
  trackingRequests,
  watchedPage,
  withConsent,
} from './shell-kit';

// Consent and the legal pages in Chromium against the production build: the consent banner that
// gates tracking, read back through the test route, then the legal pages, the cookie settings and
// the error statuses. The consent tests read the events the worker's server stored while they ran
// (no other file uses it meanwhile): none, then exactly their two.

const rig = setUpRig();

describe('shell-consent-tracking: the consent banner gates tracking', () => {
  // The cookie-consent banner gates tracking — no tracking request before consent or with
  // only functional consent; with analytics consent page views (arrival and client-side
  // navigation) are stored, read back through the test route. GET /api/ren-ref sets its cookie.
  // The arrival's duties (ren-ref, the page view with earlier consent) need no interaction: the
  // boot module does them before hydration (web/boot).

  /** The events stored after `mark`, newest first. */
  const storedEvents = async (mark: number): Promise<StoredEvent[]> =>
    await storedEventsOf(rig.server.url, mark);
  const mark = (): Promise<number> => eventMark(rig.server.url);

  describe('consent and tracking', () => {
    it('sends nothing before consent and with only the necessary cookies; sets the ren-ref cookie', async () => {
      const { context, page, problems, csp } = await watchedPage(rig.browser);
      const before = await mark();
      const tracking = trackingRequests(page);
      const renRef = page.waitForResponse((r) => r.url().endsWith('/api/ren-ref'));
      await page.goto(`${rig.server.url}/riester-rente/foerderung`);
      expect((await renRef).status()).toBe(200);
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === 'renRef')?.value).toMatch(/^[A-Za-z0-9_.:-]+$/);
      const banner = page.getByRole('region', { name: 'Ihre Privatsphäre' });
      expect(await banner.isVisible()).toBe(true);
      expect(await banner.getByRole('checkbox').count()).toBe(3);
      // A tracking request would have been sent by the time the network is idle.
      await page.waitForLoadState('networkidle');
      expect(tracking).toEqual([]);
      expect(await notHydrated(page)).toBe(true);
      await hydrated(page);
      await banner.getByRole('button', { name: 'Nur notwendige' }).click();
      expect(await banner.count()).toBe(0);
      expect((await context.cookies()).find((c) => c.name === 'rk_consent')?.value).toBe('f');
      await page.locator('.related a').first().click();
      await page.waitForURL((url) => url.pathname !== '/riester-rente/foerderung');
      await hydrated(page);
      await page.reload();
      await hydrated(page);
      expect(await page.getByRole('region', { name: 'Ihre Privatsphäre' }).count()).toBe(0);
      await page.waitForLoadState('networkidle');
      expect(tracking).toEqual([]);
      // Nothing stored meanwhile (the worker's server serves this file alone while it runs).
      expect(await storedEvents(before)).toEqual([]);
      expect(await csp()).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });

    it('tracks page views after analytics consent, on arrival and on client-side navigation', async () => {
      const { context, page, problems } = await watchedPage(rig.browser);
      const before = await mark();
      const tracking = trackingRequests(page);
      await page.goto(`${rig.server.url}/ruerup-rente/lp/vergleichen?wpset=natural_brand`);
      await hydrated(page);
      expect(tracking).toEqual([]);
      const banner = page.getByRole('region', { name: 'Ihre Privatsphäre' });
      await banner.getByRole('checkbox', { name: 'Analyse' }).check();
      const first = page.waitForResponse((r) => r.url().endsWith('/api/tracking/events'));
      await banner.getByRole('button', { name: 'Auswahl speichern' }).click();
      expect((await first).headers()['x-rk-tracking']).toBe('recorded');
      expect((await context.cookies()).find((c) => c.name === 'rk_consent')?.value).toBe('f.a');

      const second = page.waitForResponse((r) => r.url().endsWith('/api/tracking/events'));
      await page.locator('.rk-header__topic', { hasText: 'Riester-Rente' }).click();
      await page.waitForURL(`${rig.server.url}/riester-rente`);
      await second;
      const events = (await storedEvents(before)).reverse();
      expect(events.map((e) => [e.name, e.event.path])).toEqual([
        ['pageview', '/ruerup-rente/lp/vergleichen'],
        ['pageview', '/riester-rente'],
      ]);
      expect(events[0]?.event).toMatchObject({
        siteId: 136,
        actionId: 1352,
        generalSiteId: 57,
        areaId: 'rk_ruerup_rente_lp_vergleichen',
        pageType: 'SEA',
        productCategory: 'rente',
        wp1: 'rk_portal',
        wp2: 'rk_natural_brand',
        deviceOutput: 'desktop',
      });
      expect(events[1]?.event).toMatchObject({ pageType: 'PSSSEO', areaId: 'rk_riester_rente' });
      const renRef = (await context.cookies()).find((c) => c.name === 'renRef')?.value;
      expect(events.every((e) => e.event.renRef === renRef)).toBe(true);
      expect(typeof events[0]?.event.trackingSessionId).toBe('string');
      expect(tracking.filter((url) => url.endsWith('/api/tracking/events'))).toHaveLength(2);
      expect(problems).toEqual([]);
      await context.close();
    });
  });

  describe('the arrival page view with earlier analytics consent', () => {
    it('is sent once by the boot module without interaction, not again after hydration', async () => {
      const { context, page, problems, csp } = await watchedPage(rig.browser);
      await withConsent(context, rig.server.url, 'f.a');
      const before = await mark();
      const tracking = trackingRequests(page);
      const sent = page.waitForResponse((r) => r.url().endsWith('/api/tracking/events'));
      await page.goto(`${rig.server.url}/rentenversicherung/lp/vergleichen?wpset=natural_brand`);
      expect((await sent).headers()['x-rk-tracking']).toBe('recorded');
      expect(await notHydrated(page)).toBe(true);
      const renRef = (await context.cookies()).find((c) => c.name === 'renRef')?.value;
      const arrival = (await storedEvents(before))[0];
      expect(arrival?.name).toBe('pageview');
      expect(arrival?.event).toMatchObject({
        path: '/rentenversicherung/lp/vergleichen',
        siteId: 136,
        actionId: 1352,
        generalSiteId: 57,
        pageType: 'SEA',
        wp2: 'rk_natural_brand',
        deviceOutput: 'desktop',
        renRef,
      });
      expect(typeof arrival?.event.trackingSessionId).toBe('string');

      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(tracking.filter((url) => url.endsWith('/api/tracking/events'))).toHaveLength(1);
      // The session id is asked for once per page load: the boot module's is handed over.
      expect(tracking.filter((url) => url.includes('general-tracking'))).toHaveLength(1);
      const next = page.waitForResponse((r) => r.url().endsWith('/api/tracking/events'));
      await page.locator('.rk-header__topic', { hasText: 'Riester-Rente' }).click();
      await page.waitForURL(`${rig.server.url}/riester-rente`);
      await next;
      const events = (await storedEvents(before)).reverse();
      expect(events.map((e) => [e.name, e.event.path])).toEqual([
        ['pageview', '/rentenversicherung/lp/vergleichen'],
        ['pageview', '/riester-rente'],
      ]);
      expect(events[1]?.event.trackingSessionId).toBe(arrival?.event.trackingSessionId);
      expect(tracking.filter((url) => url.includes('general-tracking'))).toHaveLength(1);
      expect(await csp()).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  });

  describe('consent without JavaScript', () => {
    it('stores the choice through the form post and comes back to the page', async () => {
      const context = await rig.browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${rig.server.url}/altersvorsorge?wpset=natural`);
      const banner = page.getByRole('region', { name: 'Ihre Privatsphäre' });
      await banner.getByRole('checkbox', { name: 'Marketing' }).check();
      await banner.getByRole('button', { name: 'Auswahl speichern' }).click();
      await page.waitForURL(`${rig.server.url}/altersvorsorge?wpset=natural`);
      expect((await context.cookies()).find((c) => c.name === 'rk_consent')?.value).toBe('f.m');
      expect(await page.getByRole('region', { name: 'Ihre Privatsphäre' }).count()).toBe(0);
      await context.close();
    });
  });
});

describe('legal-pages: the legal pages and the cookie settings', () => {
  // The legal pages (Impressum, Datenschutz, AGB, Erstinformation, cookie settings): linked from
  // the footer of every page, accessible at 390 and 1280 px; the footer's "Cookie-Einstellungen"
  // opens the consent dialog again with JavaScript and a page with the same form without it.

  const LEGAL_LINKS = [
    'Impressum',
    'Datenschutz',
    'AGB',
    'Erstinformation',
    'Cookie-Einstellungen',
  ];
  const WIDTHS = [390, 1280] as const;
  // RK_SCREENSHOTS=1 keeps a picture of every legal page at both widths for a look.
  const SHOTS = process.env.RK_SCREENSHOTS === '1' ? path.resolve('test-results/legal') : null;

  const footerLinks = (page: Page) =>
    page.getByRole('navigation', { name: 'Rechtliches' }).getByRole('link');

  const consentCookie = async (page: Page): Promise<string | undefined> =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'rk_consent')?.value;

  describe('the legal pages', () => {
    it.each([
      '/rentenversicherung/lp/vergleichen',
      '/riester-rente/foerderung',
      '/onboarding-personal-data',
      '/result?js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150',
      '/gibt-es-nicht',
      '/impressum',
    ])('%s links every legal page from its footer', async (where) => {
      const { context, page } = await watchedPage(rig.browser);
      await withConsent(context, rig.server.url, 'f');
      await page.goto(`${rig.server.url}${where}`);
      expect(await footerLinks(page).allTextContents()).toEqual(LEGAL_LINKS);
      await context.close();
    });

    it.each(
      pagesOfKind('legal').flatMap((entry) => WIDTHS.map((width) => [entry.path, width] as const)),
    )(
      '%s at %i px: its heading, the demo note where it applies, no axe violation',
      async (at, width) => {
        const { context, page, problems, csp } = await watchedPage(rig.browser, {
          viewport: { width, height: 900 },
        });
        await withConsent(context, rig.server.url, 'f');
        const answer = await page.goto(`${rig.server.url}${at}`);
        expect(answer?.status()).toBe(200);
        const entry = pagesOfKind('legal').find((p) => p.path === at);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(entry?.heading);
        if (at !== '/cookie-einstellungen') {
          expect(await page.getByRole('note').textContent()).toContain('Demodaten (Beispiel)');
        }
        // Nothing sticks out sideways on a phone.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true);
        await expectAccessible(page);
        if (SHOTS !== null) {
          fs.mkdirSync(SHOTS, { recursive: true });
          await page.screenshot({
            path: path.join(SHOTS, `${at.slice(1)}-${width}.png`),
            fullPage: true,
          });
        }
        expect(await csp()).toEqual([]);
        expect(problems).toEqual([]);
        await context.close();
      },
    );

    it('the privacy notice lists the cookies the code sets, with their lifetimes', async () => {
      const { context, page } = await watchedPage(rig.browser);
      await page.goto(`${rig.server.url}/datenschutz`);
      const rows = page.getByRole('table', { name: 'Cookies dieses Portals' }).getByRole('row');
      const byName = new Map<string, string>();
      for (const row of await rows.all()) {
        const cells = await row.locator('th, td').allTextContents();
        byName.set(cells[0] ?? '', cells[2] ?? '');
      }
      expect(Object.fromEntries(byName)).toMatchObject({
        rk_consent: '1 Jahr',
        rk_visitor: '180 Tage',
        rk_session: '30 Tage',
        rk_pkce: '10 Minuten',
        renRef: '180 Tage',
        deviceoutput: '1 Tag',
        rk_wpset: '30 Tage',
        rk_tsid: 'bis zum Ende der Browsersitzung',
      });
      await context.close();
    });
  });

  describe('reopening the cookie settings', () => {
    it('with JavaScript: the footer link opens the consent dialog over the page again', async () => {
      const { context, page, problems } = await watchedPage(rig.browser);
      await withConsent(context, rig.server.url, 'f');
      await page.goto(`${rig.server.url}/riester-rente/foerderung`);
      const dialog = page.getByRole('region', { name: 'Ihre Privatsphäre' });
      expect(await dialog.count()).toBe(0);
      await hydrated(page);
      await footerLinks(page).filter({ hasText: 'Cookie-Einstellungen' }).click();
      await dialog.waitFor({ state: 'visible' });
      // Over the same page, with the focus in it and the earlier choice ticked.
      expect(new URL(page.url()).pathname).toBe('/riester-rente/foerderung');
      expect(await dialog.evaluate((node) => node === document.activeElement)).toBe(true);
      expect(await dialog.getByRole('checkbox', { name: 'Analyse' }).isChecked()).toBe(false);
      await dialog.getByRole('checkbox', { name: 'Analyse' }).check();
      await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await consentCookie(page)).toBe('f.a');
      // Opened once more: the new choice is ticked.
      await footerLinks(page).filter({ hasText: 'Cookie-Einstellungen' }).click();
      expect(await dialog.getByRole('checkbox', { name: 'Analyse' }).isChecked()).toBe(true);
      await expectAccessible(page);
      expect(problems).toEqual([]);
      await context.close();
    });

    it('with JavaScript on the settings page: the form saves and says so', async () => {
      const { context, page } = await watchedPage(rig.browser);
      await page.goto(`${rig.server.url}/cookie-einstellungen`);
      await page.waitForSelector('html[data-hydrated="true"]');
      // No second banner over the page's own form.
      expect(await page.getByRole('region', { name: 'Ihre Privatsphäre' }).count()).toBe(1);
      const status = page.getByRole('status').filter({ hasText: 'Auswahl' });
      expect(await status.textContent()).toBe('Sie haben noch keine Auswahl getroffen.');
      await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
      await expect
        .poll(() => status.textContent())
        .toBe(
          'Ihre Auswahl ist gespeichert. Ihre aktuelle Auswahl: Funktional, Analyse, Marketing.',
        );
      expect(await consentCookie(page)).toBe('f.a.m');
      await context.close();
    });

    it('without JavaScript: the footer link leads to a page whose form changes the cookie', async () => {
      const context = await rig.browser.newContext({ javaScriptEnabled: false });
      await withConsent(context, rig.server.url, 'f.a');
      const page = await context.newPage();
      await page.goto(`${rig.server.url}/riester-rente`);
      await footerLinks(page).filter({ hasText: 'Cookie-Einstellungen' }).click();
      await page.waitForURL((url) => url.pathname === '/cookie-einstellungen');
      const status = page.getByRole('status').filter({ hasText: 'Auswahl' });
      expect(await status.textContent()).toBe('Ihre aktuelle Auswahl: Funktional, Analyse.');
      const analytics = page.getByRole('checkbox', { name: 'Analyse' });
      expect(await analytics.isChecked()).toBe(true);
      await analytics.uncheck();
      // The CSRF-checked POST /api/consent, then 303 back to this page.
      const posted = page.waitForResponse(
        (r) => r.url().endsWith('/api/consent') && r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Auswahl speichern' }).click();
      expect((await posted).status()).toBe(303);
      await page.waitForURL((url) => url.pathname === '/cookie-einstellungen');
      expect(await consentCookie(page)).toBe('f');
      expect(await status.textContent()).toBe('Ihre aktuelle Auswahl: Funktional.');
      await context.close();
    });
  });

  describe('error statuses of the built server', () => {
    it('/_error answers 500 with the error screen, /404 answers 404 with the not-found page', async () => {
      const failing = await fetch(`${rig.server.url}/_error`);
      expect(failing.status).toBe(500);
      expect(await failing.text()).toContain('Es ist leider ein Fehler aufgetreten!');
      const missing = await fetch(`${rig.server.url}/404`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('Seite nicht gefunden');
    });
  });
});
