import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { setUpRig } from '../support/browser-rig';
import { fillRegistration, hydrated, watchedPage, withConsent } from './shell-kit';

// SPEC §4, §8: inside the app (deviceoutput=app) the login runs through the app bridge — the
// request event, the app's unified login event (web/features/app-bridge/app-login.ts) — and
// failures are logged with the spec's messages through POST /api/error and /api/warn.

const rig = setUpRig();

const PAGE = '/riester-rente/foerderung';

/** The app's side: records setProduct calls and hands login requests to the test. */
const installFakeApp = async (page: Page, withBridge: boolean): Promise<void> => {
  await page.addInitScript((bridge: boolean) => {
    const state = window as unknown as {
      __products: string[];
      __requests: unknown[];
      C24App?: { setProduct(product: string): void };
    };
    state.__products = [];
    state.__requests = [];
    if (bridge) state.C24App = { setProduct: (product) => state.__products.push(product) };
    window.addEventListener('rk-app:login-request', (event) => {
      state.__requests.push((event as CustomEvent).detail);
    });
  }, withBridge);
};

const answerAsApp = (page: Page, message: Record<string, unknown>): Promise<void> =>
  page.evaluate((data) => window.postMessage(data, window.location.origin), message);

describe('the app bridge', () => {
  it('asks the app to log in instead of redirecting, and loads the target on success', async () => {
    const { context, page, problems, csp } = await watchedPage(rig.browser);
    await withConsent(context, rig.server.url, 'f');
    await installFakeApp(page, true);
    await page.goto(`${rig.server.url}${PAGE}?deviceoutput=app`);
    await hydrated(page);
    expect(
      await page.evaluate(() => (window as unknown as { __products: string[] }).__products),
    ).toEqual(['riester']);

    await page.locator('[data-account-state="guest"] a', { hasText: 'Anmelden' }).click();
    await page.waitForSelector('[data-app-login="pending"]');
    expect(page.url()).toBe(`${rig.server.url}${PAGE}?deviceoutput=app`);
    const [request] = await page.evaluate(
      () =>
        (window as unknown as { __requests: { loginUrl: string; returnTo: string }[] }).__requests,
    );
    expect(request).toEqual({
      loginUrl: `/api/auth/login?returnTo=${encodeURIComponent(`${PAGE}?deviceoutput=app`)}`,
      returnTo: `${PAGE}?deviceoutput=app`,
    });

    // The app logs in in its own view, sharing the cookies, then sends the unified login event.
    const appView = await context.newPage();
    await appView.goto(`${rig.server.url}${request?.loginUrl}`);
    await fillRegistration(appView, {
      firstName: 'Ali',
      lastName: 'App',
      email: 'ali@example.org',
      points: false,
    });
    await appView.waitForURL(`${rig.server.url}${PAGE}?deviceoutput=app`);
    await appView.close();
    await answerAsApp(page, { type: 'rk-app:login', status: 'success', target: '/riester-rente' });
    await page.waitForURL(`${rig.server.url}/riester-rente`);
    await hydrated(page);
    expect(
      await page.locator('[data-account-state="loggedIn"] .rk-account-menu__label').textContent(),
    ).toBe('Ali App');
    expect(await csp()).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('logs a failed login event and a missing app bridge with the spec messages', async () => {
    const { context, page, problems } = await watchedPage(rig.browser);
    await withConsent(context, rig.server.url, 'f');
    await installFakeApp(page, false);
    const logs: { url: string; body: unknown }[] = [];
    page.on('request', (request) => {
      if (/\/api\/(warn|error)$/.test(request.url())) {
        logs.push({ url: request.url(), body: request.postDataJSON() });
      }
    });
    const warned = page.waitForResponse((r) => r.url().endsWith('/api/warn'));
    await page.goto(`${rig.server.url}${PAGE}?deviceoutput=tabletapp`);
    await hydrated(page);
    await warned;
    await page.locator('[data-account-state="guest"] a', { hasText: 'Anmelden' }).click();
    await page.waitForSelector('[data-app-login="pending"]');
    const failed = page.waitForResponse((r) => r.url().endsWith('/api/error'));
    await answerAsApp(page, { type: 'rk-app:login', status: 'failed' });
    expect((await failed).status()).toBe(204);
    // The login ends all the same.
    await page.waitForSelector('[data-app-login="pending"]', { state: 'detached' });
    expect(page.url()).toBe(`${rig.server.url}${PAGE}?deviceoutput=tabletapp`);
    expect(
      logs.map((log) => [log.url.split('/api/')[1], (log.body as { message: string }).message]),
    ).toEqual([
      ['warn', 'Unsuccessful call C24App.setProduct'],
      ['error', 'Failed to handle unified login event'],
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
