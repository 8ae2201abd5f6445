import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { setUpRig } from '../support/browser-rig';
import {
  fillRegistration,
  freshEmail,
  hydrated,
  moveServerClock,
  notHydrated,
  registerThroughLoginService,
  watchedPage,
  withConsent,
} from './shell-kit';

// The shell and the account in Chromium against the production build: the account menu's states
// through the built-in login service, the app bridge, the login callback on any page, and the page
// widgets. The expired session and the year-end banners move the worker server's clock (each test
// sets it back in its `finally`), and the tests register accounts of their own.

const rig = setUpRig();

describe('shell-account-menu: the account menu', () => {
  // SPEC §2, §4: the account menu's three states in Chromium against the production build —
  // guest, logged in through the real built-in login service, expired through the server clock —
  // logout, and the bonus points of a points-programme member.

  const PAGE = '/riester-rente/foerderung';

  it('shows a guest the login entry that leads to the full-page login address', async () => {
    const { context, page, problems, csp } = await watchedPage(rig.browser);
    await withConsent(context, rig.server.url, 'f');
    await page.goto(`${rig.server.url}${PAGE}`);
    await hydrated(page);
    expect(await page.locator('[data-account-state]').count()).toBe(1);
    expect(await page.locator('[data-account-state="guest"]').count()).toBe(1);
    expect(await csp()).toEqual([]);
    expect(problems).toEqual([]);
    await page.locator('[data-account-state="guest"] a', { hasText: 'Anmelden' }).click();
    await page.waitForURL(/\/login\/auth\/prepare\?/);
    const prepare = new URL(page.url());
    expect(prepare.pathname).toBe('/login/auth/prepare');
    expect([...prepare.searchParams.keys()].sort()).toEqual(
      ['api_product', 'back', 'callback', 'challenge', 'config_key'].sort(),
    );
    expect(prepare.searchParams.get('callback')).toContain(
      `/api/auth/callback?returnTo=${encodeURIComponent(PAGE)}`,
    );
    await context.close();
  });

  it('logs in through the login service, greets the user, shows the points; then logs out', async () => {
    const { context, page, problems, csp } = await watchedPage(rig.browser);
    await withConsent(context, rig.server.url, 'f');
    await page.goto(`${rig.server.url}${PAGE}`);
    await hydrated(page);
    const points = page.waitForRequest((r) => r.url().endsWith('/api/calculate-points'));
    await registerThroughLoginService(page, {
      firstName: 'Erika',
      lastName: 'Mustermann',
      email: freshEmail('erika'),
      points: true,
    });
    await page.waitForURL(`${rig.server.url}${PAGE}`);
    await hydrated(page);
    const menu = page.locator('[data-account-state="loggedIn"]');
    expect(await menu.count()).toBe(1);
    expect(await page.locator('[data-account-state]').count()).toBe(1);
    expect(await menu.locator('.rk-account-menu__label').textContent()).toBe('Erika Mustermann');
    const request = await points;
    // Riester page, 100 € a month example: 300 + 1200 € / 10 € = 420 points.
    expect(request.postDataJSON()).toEqual({
      productType: 'riester',
      monthlyPayment: 100,
      deviceOutput: 'desktop',
    });
    await menu.locator('summary').click();
    expect(await menu.locator('.rk-account-menu__greeting').textContent()).toBe(
      'Hallo Erika Mustermann',
    );
    expect(await menu.locator('.rk-account-menu__salutation').textContent()).toBe(
      'Guten Tag, Erika Mustermann',
    );
    expect(await menu.getByText('Nicht Erika Mustermann?').count()).toBe(1);
    await expect(menu.locator('.rk-points-badge').textContent()).resolves.toBe('420 Bonuspunkte');
    // SPEC §4: the logged-in user's data is stored once, without the birthday.
    const stored = await page.evaluate(() => sessionStorage.getItem('rk_personal_data'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      firstName: 'Erika',
      lastName: 'Mustermann',
      birthday: null,
      newTermsConfirmed: false,
      agreementToContactFromAdvisor: false,
    });

    const logout = page.waitForRequest((r) => r.url().endsWith('/api/auth/logout'));
    await menu.getByRole('button', { name: 'Abmelden' }).click();
    await logout;
    await page.waitForSelector('[data-account-state="guest"]');
    await hydrated(page);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect(await csp()).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the expired state with the same greetings once the session is 30 minutes idle', async () => {
    const { context, page, problems } = await watchedPage(rig.browser);
    await withConsent(context, rig.server.url, 'f');
    await page.goto(`${rig.server.url}${PAGE}`);
    await hydrated(page);
    await registerThroughLoginService(page, {
      firstName: 'Max',
      lastName: 'Muster',
      email: freshEmail('max'),
      points: false,
    });
    await page.waitForURL(`${rig.server.url}${PAGE}`);
    await hydrated(page);
    expect(await page.locator('[data-account-state="loggedIn"]').count()).toBe(1);
    expect(await page.locator('.rk-points-badge').count()).toBe(0);
    try {
      await moveServerClock(rig.server.url, { advanceMs: 31 * 60_000 });
      await page.reload();
      await hydrated(page);
      const menu = page.locator('[data-account-state="expired"]');
      expect(await page.locator('[data-account-state]').count()).toBe(1);
      expect(await menu.locator('.rk-account-menu__label').textContent()).toBe('Max Muster');
      await menu.locator('summary').click();
      expect(await menu.locator('.rk-account-menu__greeting').textContent()).toBe(
        'Hallo Max Muster',
      );
      expect(await menu.locator('.rk-account-menu__notice').textContent()).toContain(
        'Sitzung ist abgelaufen',
      );
      const again = menu.getByRole('link', { name: 'Erneut anmelden' });
      expect(await again.getAttribute('href')).toBe(
        `/api/auth/login?returnTo=${encodeURIComponent(PAGE)}`,
      );
    } finally {
      await moveServerClock(rig.server.url, { reset: true });
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('shell-app-bridge: the app bridge', () => {
  // SPEC §4, §8: inside the app (deviceoutput=app) the login runs through the app bridge — the
  // request event, the app's unified login event (web/features/app-bridge/app-login.ts) — and
  // failures are logged with the spec's messages through POST /api/error and /api/warn.

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
      email: freshEmail('ali'),
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

describe('shell-login-callback: the login callback on any page', () => {
  // SPEC §4: a login callback that arrives on any page is handled there — an anonymous one is
  // stored and its parameters stripped; one with a session code goes to the portal's exchange,
  // which comes back to the page without the parameters.

  it('stores an anonymous callback and strips its parameters', async () => {
    const { context, page, problems } = await watchedPage(rig.browser);
    await withConsent(context, rig.server.url, 'f');
    await page.goto(
      `${rig.server.url}/altersvorsorge?wpset=natural&anonymous=1&email=a%40b.de&phone=030123456`,
    );
    await hydrated(page);
    await page.waitForURL(`${rig.server.url}/altersvorsorge?wpset=natural`);
    const extras = await page.evaluate(() => sessionStorage.getItem('rk_personal_data_extras'));
    expect(JSON.parse(extras ?? '{}')).toMatchObject({
      isAnonymous: true,
      email: 'a@b.de',
      phoneNumber: '030123456',
    });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends a session code to the exchange and lands on the page without the parameters', async () => {
    const { context, page } = await watchedPage(rig.browser);
    await withConsent(context, rig.server.url, 'f');
    const exchange = page.waitForRequest((r) => r.url().includes('/api/auth/callback?'));
    await page.goto(`${rig.server.url}/riester-rente?rksession=unbekannt&ls=login&points=no`);
    const url = new URL((await exchange).url());
    expect(url.searchParams.get('rksession')).toBe('unbekannt');
    expect(url.searchParams.get('returnTo')).toBe('/riester-rente');
    // An unknown code is refused by the server, which says so and strips the parameters.
    await page.waitForURL(`${rig.server.url}/riester-rente?login=failed`);
    await hydrated(page);
    expect(await page.locator('[data-account-state="guest"]').count()).toBe(1);
    await context.close();
  });
});

describe('shell-widgets: page widgets', () => {
  // SPEC §2, §4, §9: the award and insurer carousels wrap, the accordion closes its open item,
  // the year-end banners count down at a fixed time (server and browser clock), and in-page links
  // scroll smoothly (1000 ms out-circ; at once with prefers-reduced-motion).

  const CONTENT = '/riester-rente/foerderung';

  it('wraps the award carousel both ways and the insurer carousel by three', async () => {
    const { context, page, problems } = await watchedPage(rig.browser);
    await withConsent(context, rig.server.url, 'f');
    await page.goto(`${rig.server.url}${CONTENT}`);
    await hydrated(page);
    const award = (position: string) =>
      page.locator(`.rk-award-carousel__item--${position}`).getAttribute('data-award');
    expect(await award('active')).toBe('award-testsieger-vergleichsportale-2026.svg');
    expect(await award('previous')).toBe('award-top-service-altersvorsorge-2025.svg');
    await page.getByRole('button', { name: 'Vorherige Auszeichnung' }).click();
    expect(await award('active')).toBe('award-top-service-altersvorsorge-2025.svg');
    await page.getByRole('button', { name: 'Nächste Auszeichnung' }).click();
    await page.getByRole('button', { name: 'Nächste Auszeichnung' }).click();
    expect(await award('active')).toBe('award-kundenzufriedenheit-2026.svg');
    expect(await page.locator('.rk-award-carousel__item').count()).toBe(3);

    const logos = () =>
      page
        .locator('.rk-insurer-carousel__logo')
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt));
    expect(await logos()).toEqual([
      'Alpenblick Versicherung',
      'Auental Leben',
      'Bergkristall Vorsorge',
    ]);
    await page.getByRole('button', { name: 'Vorherige Versicherer' }).click();
    expect(await logos()).toEqual([
      'Sonnenfeld Leben',
      'Wattenmeer Vorsorge',
      'Weserland Versicherung',
    ]);
    await page.getByRole('button', { name: 'Nächste Versicherer' }).click();
    await page.getByRole('button', { name: 'Nächste Versicherer' }).click();
    expect(await logos()).toEqual([
      'Birkenhain Versicherung',
      'Deichgraf Vorsorge',
      'Eichenkamp Leben',
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('closes the open FAQ item when it is toggled, opens another', async () => {
    const { context, page } = await watchedPage(rig.browser);
    await withConsent(context, rig.server.url, 'f');
    await page.goto(`${rig.server.url}${CONTENT}`);
    await hydrated(page);
    const questions = page.locator('#faq button[aria-expanded]');
    const expanded = () =>
      questions.evaluateAll((all) => all.map((b) => b.getAttribute('aria-expanded')));
    expect((await expanded()).slice(0, 2)).toEqual(['true', 'false']);
    await questions.nth(0).click();
    expect((await expanded()).slice(0, 2)).toEqual(['false', 'false']);
    await questions.nth(1).click();
    expect((await expanded()).slice(0, 2)).toEqual(['false', 'true']);
    await context.close();
  });

  it('counts the year-end banners down at a fixed time, refreshing at second 0', async () => {
    const { context, page, problems } = await watchedPage(rig.browser);
    await withConsent(context, rig.server.url, 'f');
    // 1 December 2026, 10:00:20 in Berlin (UTC+1).
    await moveServerClock(rig.server.url, { set: '2026-12-01T09:00:20Z' });
    try {
      await page.clock.install({ time: new Date('2026-12-01T09:00:20Z') });
      // No interaction: before hydration the boot module counts down (web/boot).
      await page.goto(`${rig.server.url}/ruerup-rente`);
      await page.clock.pauseAt(new Date('2026-12-01T09:00:30Z'));
      const yearEnd = page.locator('.rk-campaign-banner--yearEnd');
      const ruerup = page.locator('.rk-campaign-banner--ruerupYearEnd');
      const timer = (banner: typeof yearEnd) => banner.getByRole('timer').textContent();
      // Rürup: one banner with one deadline, no second (5 December) one beside it.
      expect(await page.locator('.rk-campaign-banner').count()).toBe(1);
      expect(await ruerup.locator('.rk-campaign-banner__title').textContent()).toBe(
        'Rürup-Jahresendspurt: Steuervorteil für 2026 nur noch bis zum 30.12.',
      );
      // Until 30 December 21:00: 29 days 10:59:30 left.
      expect(await timer(ruerup)).toBe('Noch 29 Tage, 10 Std., 59 Min.');
      await page.clock.runFor(30_000); // 10:01:00
      await page.clock.runFor(59_000); // 10:01:59, but no refresh yet
      expect(await timer(ruerup)).toBe('Noch 29 Tage, 10 Std., 59 Min.');
      await page.clock.runFor(1000); // 10:02:00
      expect(await timer(ruerup)).toBe('Noch 29 Tage, 10 Std., 58 Min.');
      expect(await notHydrated(page)).toBe(true);

      // Hydration takes the countdown over with the same text, and goes on refreshing it.
      await hydrated(page);
      expect(await timer(ruerup)).toBe('Noch 29 Tage, 10 Std., 58 Min.');
      await page.clock.runFor(60_000); // 10:03:00
      expect(await timer(ruerup)).toBe('Noch 29 Tage, 10 Std., 57 Min.');

      // Riester: only the year-end banner, until 21 December; the 404 page: none.
      // A client-side navigation fetches the banners of the new page.
      await page.locator('.rk-header__topic', { hasText: 'Riester-Rente' }).click();
      await page.waitForURL(`${rig.server.url}/riester-rente`);
      await page.waitForFunction(
        () =>
          document.querySelectorAll('.rk-campaign-banner').length === 1 &&
          document.querySelectorAll('.rk-campaign-banner--yearEnd').length === 1,
      );
      expect(await yearEnd.locator('.rk-campaign-banner__end').textContent()).toBe(
        'Aktion bis 21.12.',
      );
      expect(problems).toEqual([]);
      await page.goto(`${rig.server.url}/404`);
      await hydrated(page);
      expect(await page.locator('.rk-campaign-banner').count()).toBe(0);
    } finally {
      await moveServerClock(rig.server.url, { reset: true });
    }
    await context.close();
  });

  it('scrolls to an in-page anchor in about 1000 ms, at once with reduced motion', async () => {
    const { context, page, problems } = await watchedPage(rig.browser);
    await withConsent(context, rig.server.url, 'f');
    await page.goto(`${rig.server.url}${CONTENT}`);
    await hydrated(page);
    const target = await page.evaluate(
      () => document.getElementById('faq')!.getBoundingClientRect().top + window.scrollY,
    );
    await page.locator('.toc a[href="#faq"]').click();
    // The first step of the animation: smooth scrolling has begun but not arrived.
    await page.waitForFunction(() => window.scrollY > 0);
    const midway = await page.evaluate(() => window.scrollY);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(target - 5);
    await page.waitForFunction(() => window.location.hash === '#faq', undefined, {
      timeout: 3000,
    });
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - target)).toBeLessThanOrEqual(2);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('faq');
    await context.close();

    const reduced = await watchedPage(rig.browser, {
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    });
    await withConsent(reduced.context, rig.server.url, 'f');
    await reduced.page.goto(`${rig.server.url}${CONTENT}`);
    await hydrated(reduced.page);
    await reduced.page.locator('.toc a[href="#faq"]').click();
    expect(await reduced.page.evaluate(() => window.location.hash)).toBe('#faq');
    expect(await reduced.page.evaluate(() => window.scrollY)).toBeGreaterThan(target - 3);
    expect(problems).toEqual([]);
    await reduced.context.close();
  });
});
