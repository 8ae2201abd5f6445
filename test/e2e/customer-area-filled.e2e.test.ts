import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ALL_CONSENTS,
  SAMPLE_CHOICE,
  SAMPLE_FORM,
} from '../fixtures/application/sample-application';
import {
  checkPage,
  journeyPage,
  onJourneyPath,
  SCHICHT3_SEARCH,
  setUpApplicationRig,
} from '../support/application-journey-rig';
import { DESKTOP_VIEW } from '../support/browser-rig';
import { fillRegistration } from './shell-kit';

// The customer area filled as a regular customer sees it — several applications, a Merkzettel
// with several entries — at 360, 390 and 1280 px, with axe-core; then „Daten übernehmen“ from
// Meine Anträge: the same search again, and the application form prefilled from the latest
// application, editable, with a notice of what was taken over.

const GRETE = {
  firstName: 'Grete',
  lastName: 'Schäfer',
  email: 'grete.filled@example.org',
  points: true,
};
const WIDTHS = [360, 390, 1280] as const;

const rig = setUpApplicationRig();

/** What sticks out sideways past the window: tag and class of each such element ([] when none). */
const widerThanTheWindow = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );

/** How many lines each status badge takes (its height over its line height). */
const badgeLines = (page: Page): Promise<number[]> =>
  page.getByTestId('area-status-badge').evaluateAll((badges) =>
    badges.map((badge) => {
      const style = getComputedStyle(badge);
      const inner =
        badge.getBoundingClientRect().height -
        Number.parseFloat(style.paddingTop) -
        Number.parseFloat(style.paddingBottom);
      return Math.round(inner / Number.parseFloat(style.lineHeight));
    }),
  );

// One customer for both tests: the second goes on from the first's account and applications.
let customer: Awaited<ReturnType<typeof journeyPage>> | undefined;
afterAll(async () => customer?.context.close());

describe('the customer area, filled', () => {
  it('Meine Anträge and the Merkzettel at 360, 390 and 1280 px: one-line badges, nothing too wide, axe', async () => {
    customer = await journeyPage(rig, DESKTOP_VIEW);
    const { page, problems } = customer;
    const base = rig.server.url;
    await page.goto(`${base}/kundenbereich`);
    await onJourneyPath(page, '/kundenbereich');
    await page.getByTestId('area-login').getByRole('link', { name: 'Anmelden' }).click();
    await fillRegistration(page, GRETE);
    await onJourneyPath(page, '/kundenbereich');

    // Three applications and three Merkzettel entries through the account's own API calls.
    const headers = { origin: base };
    for (let i = 0; i < 3; i += 1) {
      const submitted = await page.request.post(`${base}/api/applications`, {
        headers,
        data: {
          form: SAMPLE_FORM,
          choice: SAMPLE_CHOICE,
          consents: ALL_CONSENTS,
          idempotencyKey: `e2e-key-${randomUUID()}`,
        },
      });
      expect(submitted.status()).toBe(200);
    }
    for (const entry of [
      { kind: 'tariff', tariffId: SAMPLE_CHOICE.tariffId, query: SCHICHT3_SEARCH },
      { kind: 'comparison', query: SCHICHT3_SEARCH },
      { kind: 'comparison', query: SCHICHT3_SEARCH.replace('mp=150', 'mp=80') },
    ]) {
      const saved = await page.request.post(`${base}/api/customer/watchlist`, {
        headers,
        data: entry,
      });
      expect(saved.status()).toBe(201);
    }

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
      await page.goto(`${base}/kundenbereich`);
      await onJourneyPath(page, '/kundenbereich');
      await expect.poll(() => page.getByTestId('area-status-badge').count()).toBe(3);
      expect(await badgeLines(page)).toEqual([1, 1, 1]);
      expect(await widerThanTheWindow(page)).toEqual([]);
      await checkPage(page, `customer-area-filled-${width}.png`);

      await page.goto(`${base}/kundenbereich/merkzettel`);
      await onJourneyPath(page, '/kundenbereich/merkzettel');
      await expect
        .poll(() => page.getByTestId('watchlist-entries').locator('> li').count())
        .toBe(3);
      expect(await widerThanTheWindow(page)).toEqual([]);
      await checkPage(page, `watchlist-filled-${width}.png`);
    }

    expect(problems).toEqual([]);
  });

  it('„Daten übernehmen“ on a phone: the same search again, then the form prefilled and editable', async () => {
    if (customer === undefined) throw new Error('the first test makes the customer');
    const { page, problems } = customer;
    const base = rig.server.url;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}/kundenbereich`);
    await onJourneyPath(page, '/kundenbereich');
    await page.getByTestId('area-takeover').first().click();
    await onJourneyPath(page, '/result');
    expect(new URL(page.url()).search).toBe(`?${SAMPLE_CHOICE.searchQuery}`);
    const entry = page.getByTestId('online-contract-entry').first();
    await expect.poll(() => entry.isVisible(), { timeout: 30_000 }).toBe(true);
    await entry.click();
    await onJourneyPath(page, '/personal-login');
    await page
      .getByTestId('logged-in')
      .getByRole('link', { name: 'Weiter zu Ihren Daten' })
      .click();
    await onJourneyPath(page, '/personal-data');
    const notice = page.getByTestId('takeover-notice');
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toContain(
      'Anrede, Name, Anschrift, E-Mail-Adresse und Telefonnummer haben wir aus Ihrem Antrag',
    );
    const field = (name: string) => page.locator(`form [name="${name}"]`).first();
    // The application's names win over the login's (stored data before login data).
    expect(await field('firstName').inputValue()).toBe(SAMPLE_FORM.personal.firstName);
    expect(await field('lastName').inputValue()).toBe(SAMPLE_FORM.personal.lastName);
    expect(await field('city').inputValue()).toBe(SAMPLE_FORM.personal.address.city);
    expect(await field('email').inputValue()).toBe(SAMPLE_FORM.personal.email);
    expect(await field('iban').inputValue()).toBe('');
    expect(await field('taxId').inputValue()).toBe('');
    // The customer changes what was taken over.
    await field('street').fill('Leopoldstraße');
    expect(await field('street').inputValue()).toBe('Leopoldstraße');
    expect(await widerThanTheWindow(page)).toEqual([]);
    await checkPage(page, 'personal-data-takeover-390.png');
    expect(problems).toEqual([]);
  });
});
