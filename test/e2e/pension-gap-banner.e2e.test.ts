import fs from 'node:fs';
import type { BrowserContextOptions, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe-violations';
import { setUpRig } from '../support/browser-rig';
import {
  moveServerClock,
  notHydrated,
  type StoredEvent,
  storedEventsOf,
  watchedPage,
  withConsent,
} from './shell-kit';

// SPEC §3: the pension-gap banner with calendar and countdown on the Rentenlückencheck (never on
// the private pension's landing page: no year-end urgency there), server-rendered right without JavaScript and
// refreshed at second 0 with it (SPEC §4). SPEC §9: the check's pages are tracked under site 202,
// action 2305, product category rlc.

const rig = setUpRig(300_000);

const CHECK = '/rentenversicherung/rentenlueckencheck';
const CHECK_AD = '/rentenversicherung/lp/vergleichen/rentenlueckencheck';
const LANDING = '/rentenversicherung/lp/vergleichen';
const SHOTS = '/tmp/rk-pension-gap-banner-shots';
const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  userAgent: MOBILE_UA,
};
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

// 26 November 2026, 15:15:05 in Berlin (UTC+1): 35 days 8:44:55 to 1 January 00:00.
const AT = '2026-11-26T14:15:05Z';

const banner = (page: Page) => page.locator('.rk-campaign-banner--pensionGap');
const timerText = (page: Page) => banner(page).getByRole('timer').textContent();

const withServerAt = async (run: () => Promise<void>): Promise<void> => {
  await moveServerClock(rig.server.url, { set: AT });
  try {
    await run();
  } finally {
    await moveServerClock(rig.server.url, { reset: true });
  }
};

describe('the pension-gap banner in Chromium', () => {
  it('shows the banner on the check with JavaScript, accessible, at 390 and 1280 px', async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await withServerAt(async () => {
      for (const [name, options] of [
        ['390', PHONE],
        ['1280', DESKTOP],
      ] as const) {
        const { context, page, problems } = await watchedPage(rig.browser, options);
        await withConsent(context, rig.server.url, 'f');
        // The browser clock runs from the server's moment on (the check hydrates on arrival).
        await page.clock.install({ time: new Date(AT) });
        await page.goto(`${rig.server.url}${CHECK}`);
        await expect.poll(() => notHydrated(page), { timeout: 60_000 }).toBe(false);
        expect(await page.locator('.rk-campaign-banner').count()).toBe(1);
        expect(await banner(page).locator('.rk-campaign-banner__title').textContent()).toBe(
          'Rentenlücke noch 2026 angehen',
        );
        expect(await banner(page).locator('time.rk-calendar-sheet').textContent()).toBe(
          'Donnerstag 31. Dezember',
        );
        expect(await timerText(page)).toMatch(/^Noch 35 Tage, 8 Std., \d{1,2} Min\.$/);
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/check-js-${name}.png` });
        expect(problems).toEqual([]);
        await context.close();
      }
    });
  });

  it('is server-rendered right without JavaScript; the private pension’s landing page has none', async () => {
    await withServerAt(async () => {
      for (const [name, options] of [
        ['390', PHONE],
        ['1280', DESKTOP],
      ] as const) {
        const context = await rig.browser.newContext({ ...options, javaScriptEnabled: false });
        await withConsent(context, rig.server.url, 'f');
        const page = await context.newPage();
        await page.goto(`${rig.server.url}${CHECK_AD}`);
        expect(await timerText(page)).toBe('Noch 35 Tage, 8 Std., 44 Min.');
        expect(await banner(page).locator('time').getAttribute('datetime')).toBe('2026-12-31');
        expect(await banner(page).textContent()).toContain(
          'Beiträge zur Riester- und Rürup-Rente, die bis zum 31.12. gezahlt sind, zählen noch für Ihre Steuer 2026.',
        );

        await page.goto(`${rig.server.url}${LANDING}`);
        expect(await page.locator('.rk-campaign-banner').count()).toBe(0);
        await page.goto(`${rig.server.url}${CHECK}`);
        expect(await banner(page).locator('.rk-campaign-banner__title').textContent()).toBe(
          'Rentenlücke noch 2026 angehen',
        );
        await page.screenshot({ path: `${SHOTS}/check-nojs-${name}.png` });
        await context.close();
      }
    });
  });

  it('shows no pension-gap banner outside the campaign (the server clock in March)', async () => {
    await moveServerClock(rig.server.url, { set: '2026-03-15T10:00:00Z' });
    try {
      const context = await rig.browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${rig.server.url}${CHECK}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(
        'Rentenlückencheck',
      );
      expect(await page.locator('.rk-campaign-banner').count()).toBe(0);
      await context.close();
    } finally {
      await moveServerClock(rig.server.url, { reset: true });
    }
  });
});

describe('tracking of the Rentenlückencheck (SPEC §9: site 202, action 2305, rlc)', () => {
  it('stores each page view of the check under 202 / 2305 / rlc, the result page too', async () => {
    const before = (await storedEventsOf(rig.server.url)).length;
    const { context, page } = await watchedPage(rig.browser);
    await withConsent(context, rig.server.url, 'f.a');
    const open = async (path: string): Promise<void> => {
      const stored = page.waitForResponse((r) => r.url().endsWith('/api/tracking/events'));
      await page.goto(`${rig.server.url}${path}`);
      expect((await stored).headers()['x-rk-tracking']).toBe('recorded');
    };
    await open(CHECK);
    await open(`${CHECK_AD}?age=50&net=2500&retireAt=64&statutory=1500&share=90&childless=1`);
    const all = await storedEventsOf(rig.server.url);
    const events: StoredEvent[] = all.slice(0, all.length - before).reverse();
    expect(events.map((e) => [e.name, e.event.path])).toEqual([
      ['pageview', CHECK],
      ['pageview', CHECK_AD],
    ]);
    for (const { event } of events) {
      expect(event).toMatchObject({
        siteId: 202,
        actionId: 2305,
        generalSiteId: 57,
        productCategory: 'rlc',
      });
    }
    expect(events.map((e) => e.event.pageType)).toEqual(['PSSSEO', 'SEA']);
    await context.close();
  });
});
