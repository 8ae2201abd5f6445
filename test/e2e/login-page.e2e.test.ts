import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe-violations';
import { DESKTOP_VIEW, PHONE_VIEW } from '../support/browser-rig';
import { setUpInProcessRig } from '../support/in-process-rig';
import { withConsent } from './shell-kit';

// Issue 32, findings 7 and 9 in Chromium against the in-process test server: the login page as a
// page of the portal (only the chosen way in, „Zurück“, Impressum and Datenschutz, the points
// programme, SPEC §4's back guard) and the booking form naming every problem at once.

const rig = setUpInProcessRig();
const SHOTS = '/tmp/shots-login';
const PORTAL_PAGE = '/riester-rente/foerderung';
const LOGIN_START = `/api/auth/login?returnTo=${encodeURIComponent(PORTAL_PAGE)}`;

const onLoginHost = (page: Page): boolean => new URL(page.url()).pathname === '/login/auth/prepare';

describe('login-page: the login page of the portal', () => {
  for (const [name, options] of [
    ['390 px', PHONE_VIEW],
    ['1280 px', DESKTOP_VIEW],
  ] as const) {
    it(`shows the chosen way in with a way back and the legal links (${name})`, async () => {
      const context = await rig.browser.newContext(options);
      await withConsent(context, rig.server.url, 'f');
      const width = options.viewport.width;
      try {
        const page = await context.newPage();
        await page.goto(`${rig.server.url}${LOGIN_START}&ansicht=registrieren`);
        expect(onLoginHost(page)).toBe(true);
        expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
          'Registrieren',
        ]);
        expect(await page.getByRole('link', { name: 'Impressum' }).count()).toBe(1);
        expect(await page.getByRole('link', { name: 'Datenschutz', exact: true }).count()).toBe(1);
        await page.getByText('Was ist das Punkteprogramm?').click();
        expect(await page.getByTestId('points-programme').innerText()).toContain('Bonuspunkte');
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/register-${width}.png`, fullPage: true });

        await page.goto(`${rig.server.url}${LOGIN_START}`);
        expect(await page.getByRole('heading', { level: 2 }).count()).toBe(3);
        await page.screenshot({ path: `${SHOTS}/all-${width}.png`, fullPage: true });
      } finally {
        await context.close();
      }
    });
  }

  it('blocks history-back out of the login host once used (SPEC §4); „Zurück“ leads out', async () => {
    const context = await rig.browser.newContext(PHONE_VIEW);
    await withConsent(context, rig.server.url, 'f');
    try {
      const page = await context.newPage();
      await page.goto(`${rig.server.url}${PORTAL_PAGE}`);
      await page.goto(`${rig.server.url}${LOGIN_START}&ansicht=ohne-konto`);
      expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
        'Weiter ohne Konto',
      ]);
      await page.getByLabel('E-Mail').click();
      await page.keyboard.type('gast@example.org');
      await page.goBack();
      // The guard puts the login page back at once: still on the login host, the entry kept.
      await expect.poll(() => onLoginHost(page)).toBe(true);
      expect(await page.getByLabel('E-Mail').inputValue()).toBe('gast@example.org');
      await page.getByTestId('login-back').click();
      await page.waitForURL((url) => url.pathname === PORTAL_PAGE);
    } finally {
      await context.close();
    }
  });
});

describe('login-page: the booking form names every problem at once (issue 32, finding 9)', () => {
  it('shows name, phone and e-mail messages together at 390 px', async () => {
    const context = await rig.browser.newContext({ ...PHONE_VIEW, javaScriptEnabled: true });
    await withConsent(context, rig.server.url, 'f');
    try {
      const page = await context.newPage();
      // The in-process server's clock stands on Sunday 15 March 2026.
      await page.goto(
        `${rig.server.url}/beratung/termin?origin=results&product=schicht3&date=2026-03-16`,
      );
      await page.getByRole('button', { name: /^11:30 bis/ }).click();
      await expect.poll(() => page.getByTestId('booking-held').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Termin verbindlich buchen' }).click();
      await expect.poll(() => page.getByTestId('error-summary').isVisible()).toBe(true);
      const items = await page.getByTestId('error-summary').getByRole('listitem').allTextContents();
      expect(items).toHaveLength(3);
      expect(new URL(page.url()).hash).toBe('#fehler');
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/booking-errors-390.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });
});
