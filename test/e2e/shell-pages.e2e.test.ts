import { describe, expect, it } from 'vitest';
import { setUpRig } from '../support/browser-rig';
import { hydrated, IPHONE_UA, watchedPage, withConsent } from './shell-kit';

// SPEC §2, §9: the error screen (500) and the 404 page, the desktop-version link rules, the
// viewport on phones and desktops, the tap bar on phones (60 px, reserved at the page end) and
// the footer's elevated style.

const rig = setUpRig();

const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent: IPHONE_UA,
  isMobile: true,
  hasTouch: true,
} as const;

describe('pages and the shell on phones and desktops', () => {
  it('answers a failing page with the error screen (500) and an unknown path with 404', async () => {
    const { context, page, csp } = await watchedPage(rig.browser);
    await withConsent(context, rig.server.url, 'f');
    const failed = await page.goto(`${rig.server.url}/__test/render-error`);
    expect(failed?.status()).toBe(500);
    await hydrated(page);
    expect(await page.locator('h1').textContent()).toBe('Es ist leider ein Fehler aufgetreten!');
    expect(await page.getByText('zurück zur Rentenversicherung').count()).toBe(1);
    const loaderFailed = await page.goto(`${rig.server.url}/__test/loader-error`);
    expect(loaderFailed?.status()).toBe(500);
    const missing = await page.goto(`${rig.server.url}/rentenversicherung/gibt-es-nicht`);
    expect(missing?.status()).toBe(404);
    await hydrated(page);
    expect(await page.locator('h1').textContent()).toBe('Seite nicht gefunden');
    expect(await csp()).toEqual([]);
    await context.close();
  });

  it('shows the desktop link on phones except on the thank-you and personal-login pages', async () => {
    const { context, page, problems } = await watchedPage(rig.browser, PHONE);
    await withConsent(context, rig.server.url, 'f');
    const desktopLink = page.getByRole('link', { name: 'Desktop-Version' });
    await page.goto(`${rig.server.url}/riester-rente?wpset=natural`);
    await hydrated(page);
    expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toBe(
      'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no',
    );
    expect(await desktopLink.getAttribute('href')).toBe(
      '/riester-rente?wpset=natural&deviceoutput=desktop',
    );
    for (const path of ['/thankyou', '/personal-login']) {
      await page.goto(`${rig.server.url}${path}`);
      await hydrated(page);
      expect(await desktopLink.count()).toBe(0);
    }
    await page.goto(`${rig.server.url}/onboarding-personal-data`);
    await hydrated(page);
    expect(await desktopLink.count()).toBe(1);
    // A tablet's thank-you page keeps the link.
    await page.goto(`${rig.server.url}/thankyou?deviceoutput=tablet`);
    await hydrated(page);
    expect(await desktopLink.count()).toBe(1);
    await desktopLink.click();
    await page.waitForURL(`${rig.server.url}/thankyou?deviceoutput=desktop`);
    await page.reload();
    await hydrated(page);
    expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toBe('width=1024');
    expect(await desktopLink.count()).toBe(0);
    // The bare thank-you and personal-login pages answer 404/400 (no reference, no tariff chosen),
    // which the browser logs for the document itself; nothing else may be logged.
    expect(
      problems.filter(
        (problem) =>
          !/Failed to load resource: the server responded with a status of 40[04] .*\/(thankyou|personal-login)\b/.test(
            problem,
          ),
      ),
    ).toEqual([]);
    await context.close();
  });

  it('shows the tap bar on phones, 60 px high, with the page end kept free; not on desktops', async () => {
    const { context, page, problems, csp } = await watchedPage(rig.browser, PHONE);
    await withConsent(context, rig.server.url, 'f');
    await page.goto(`${rig.server.url}/rentenversicherung/lp/vergleichen`);
    await hydrated(page);
    const bar = page.getByRole('complementary', { name: 'Schnellzugriff' });
    expect(await bar.isVisible()).toBe(true);
    // The bar has been measured once it has published its height to the page.
    await page.waitForFunction(
      () => document.documentElement.style.getPropertyValue('--tap-bar-height') !== '',
    );
    const height = await bar.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBe(60);
    expect(
      await page.evaluate(() =>
        document.documentElement.style.getPropertyValue('--tap-bar-height'),
      ),
    ).toBe('60px');
    expect(await page.locator('footer').getAttribute('class')).toContain('rk-footer--elevated');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const covered = await page.evaluate(() => {
      const note = document.querySelector('.rk-footer__note')!.getBoundingClientRect();
      const tapBar = document.querySelector('.rk-tap-bar')!.getBoundingClientRect();
      return note.bottom > tapBar.top;
    });
    expect(covered).toBe(false);
    expect(await csp()).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();

    const desktop = await watchedPage(rig.browser);
    await withConsent(desktop.context, rig.server.url, 'f');
    await desktop.page.goto(`${rig.server.url}/rentenversicherung/lp/vergleichen`);
    await hydrated(desktop.page);
    expect(await desktop.page.locator('.rk-tap-bar').isVisible()).toBe(false);
    expect(await desktop.page.locator('.rk-tap-bar-spacer').count()).toBe(0);
    expect(await desktop.page.locator('footer').getAttribute('class')).toBe('rk-footer');
    expect(await desktop.page.getByRole('link', { name: 'Desktop-Version' }).count()).toBe(0);
    await desktop.context.close();
  });
});
