import { describe, expect, it } from 'vitest';
import { setUpRig } from '../support/browser-rig';
import {
  hydrated,
  moveServerClock,
  registerThroughLoginService,
  watchedPage,
  withConsent,
} from './shell-kit';

// SPEC §2, §4: the account menu's three states in Chromium against the production build —
// guest, logged in through the real built-in login service, expired through the server clock —
// logout, and the bonus points of a points-programme member.

const rig = setUpRig();

const PAGE = '/riester-rente/foerderung';

describe('the account menu', () => {
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
      ['api_product', 'callback', 'challenge', 'config_key'].sort(),
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
      email: 'erika@example.org',
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
      email: 'max@example.org',
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
