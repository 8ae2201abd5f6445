import { describe, expect, it } from 'vitest';
import { setUpRig } from '../support/browser-rig';
import {
  hydrated,
  notHydrated,
  type StoredEvent,
  storedEventsOf,
  trackingRequests,
  watchedPage,
  withConsent,
} from './shell-kit';

// The cookie-consent banner gates tracking — no tracking request before consent or with
// only functional consent; with analytics consent page views (arrival and client-side
// navigation) are stored, read back through the test route. GET /api/ren-ref sets its cookie.
// The arrival's duties (ren-ref, the page view with earlier consent) need no interaction: the
// boot module does them before hydration (web/boot).

const rig = setUpRig();

const storedEvents = async (): Promise<StoredEvent[]> => await storedEventsOf(rig.server.url);

describe('consent and tracking', () => {
  it('sends nothing before consent and with only the necessary cookies; sets the ren-ref cookie', async () => {
    const { context, page, problems, csp } = await watchedPage(rig.browser);
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
    expect(await storedEvents()).toEqual([]);
    expect(await csp()).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('tracks page views after analytics consent, on arrival and on client-side navigation', async () => {
    const { context, page, problems } = await watchedPage(rig.browser);
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
    const events = (await storedEvents()).reverse();
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
    const before = (await storedEvents()).length;
    const tracking = trackingRequests(page);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/tracking/events'));
    await page.goto(`${rig.server.url}/rentenversicherung/lp/vergleichen?wpset=natural_brand`);
    expect((await sent).headers()['x-rk-tracking']).toBe('recorded');
    expect(await notHydrated(page)).toBe(true);
    const renRef = (await context.cookies()).find((c) => c.name === 'renRef')?.value;
    const arrival = (await storedEvents())[0];
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
    const events = (await storedEvents()).slice(0, -before || undefined).reverse();
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
