import { describe, expect, it } from 'vitest';
import { setUpRig } from '../support/browser-rig';
import { hydrated, moveServerClock, notHydrated, watchedPage, withConsent } from './shell-kit';

// SPEC §2, §4, §9: the award and insurer carousels wrap, the accordion closes its open item,
// the year-end banners count down at a fixed time (server and browser clock), and in-page links
// scroll smoothly (1000 ms out-circ; at once with prefers-reduced-motion).

const rig = setUpRig();

const CONTENT = '/riester-rente/foerderung';

describe('page widgets', () => {
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
