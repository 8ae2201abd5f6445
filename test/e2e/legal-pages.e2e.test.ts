import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { pagesOfKind } from '../../domain/pages/page-registry';
import { setUpRig } from '../support/browser-rig';
import { expectAccessible } from './flow-kit';
import { hydrated, watchedPage, withConsent } from './shell-kit';

// The legal pages (Impressum, Datenschutz, AGB, Erstinformation, cookie settings): linked from
// the footer of every page, accessible at 390 and 1280 px; the footer's "Cookie-Einstellungen"
// opens the consent dialog again with JavaScript and a page with the same form without it.

const rig = setUpRig();

const LEGAL_LINKS = ['Impressum', 'Datenschutz', 'AGB', 'Erstinformation', 'Cookie-Einstellungen'];
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
      .toBe('Ihre Auswahl ist gespeichert. Ihre aktuelle Auswahl: Funktional, Analyse, Marketing.');
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
