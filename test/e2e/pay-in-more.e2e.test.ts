import { describe, expect, it } from 'vitest';
import { PAY_IN_MORE_MESSAGES } from '../../domain/contract/pay-in-more';
import { PAY_IN_MORE_PAGE_MESSAGES } from '../../domain/pay-in-more/pay-in-more-notice';
import {
  checkPage,
  fillApplicationData,
  journeyPage,
  onJourneyPath,
  SCHICHT3_SEARCH,
  setUpApplicationRig,
  signContract,
  tickConsents,
  toContract,
} from '../support/application-journey-rig';
import { DESKTOP_VIEW, PHONE_VIEW } from '../support/browser-rig';
import { fillRegistration, moveServerClock } from './shell-kit';

// The Zuzahlungs-Aktion in Chromium against the production build: an account applies for a
// Nordlicht Leben tariff, Meine Anträge offers the campaign, a too small one-time payment shows
// its error at the field, then 2.000 € goes through and the outbox tells the demo insurer;
// axe-core at 1280 and 390 px. The built server's test clock (RK_TEST_ROUTES=1) stands in the
// DEMO campaign's last minutes, so the test runs on any day; then it moves past midnight in
// Berlin, where the offer is gone. Both instants lie within the 30 idle minutes of the login.

// 31 December 2026, 23:40 in Berlin: the campaign's last day.
const IN_CAMPAIGN = '2026-12-31T23:40:00+01:00[Europe/Berlin]';
// 1 January 2027, 00:05 in Berlin: the campaign has ended.
const AFTER_CAMPAIGN = '2027-01-01T00:05:00+01:00[Europe/Berlin]';

const HEIDI = {
  firstName: 'Heidi',
  lastName: 'Köhler',
  email: 'heidi.zuzahlung@example.org',
  points: false,
};

const rig = setUpApplicationRig();

describe('the pay-in-more campaign', () => {
  it('apply → Meine Anträge → Zuzahlung → an error → a success → told the insurer → ended', async () => {
    await moveServerClock(rig.server.url, { set: IN_CAMPAIGN });
    const { page } = await journeyPage(rig, DESKTOP_VIEW);
    // The campaign insurer's tariff from the result list, not whichever comes first.
    await page.goto(`${rig.server.url}/result?${SCHICHT3_SEARCH}`);
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
    const entry = page.locator(
      '[data-testid="online-contract-entry"][href*="tariffId=nordlicht-leben"]',
    );
    await expect.poll(() => entry.first().isVisible(), { timeout: 30_000 }).toBe(true);
    await entry.first().click();
    await onJourneyPath(page, '/personal-login');
    await page.getByTestId('login-choice-register').getByRole('link').click();
    await fillRegistration(page, HEIDI);
    await onJourneyPath(page, '/personal-data');
    await fillApplicationData(page, { ...HEIDI, phone: '0151 7654321' }, 'schicht3');
    await toContract(page);
    await tickConsents(page);
    const reference = await signContract(page);

    await page.goto(`${rig.server.url}/kundenbereich`);
    const card = page.locator(`[data-reference="${reference}"]`);
    const offer = card.getByTestId('area-pay-in-more');
    await expect.poll(() => offer.isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await card.locator('h2').textContent()).toContain('Nordlicht Leben');
    expect(await offer.textContent()).toContain('Zuzahlungs-Aktion (Demo)');
    await checkPage(page, 'pay-in-more-offer-1280.png');
    await offer.getByRole('link').click();
    await onJourneyPath(page, '/kundenbereich/zuzahlung');
    await checkPage(page, 'pay-in-more-1280.png');

    await page.getByLabel('Einmalige Zuzahlung in Euro').fill('100');
    await page.getByTestId('payin-submit').click();
    await expect
      .poll(() => page.getByTestId('payin-einmalzahlung-error').textContent(), {
        timeout: 30_000,
      })
      .toBe(PAY_IN_MORE_MESSAGES.oneTimePaymentMinError);
    expect(await page.getByLabel('Einmalige Zuzahlung in Euro').getAttribute('aria-invalid')).toBe(
      'true',
    );
    await checkPage(page, 'pay-in-more-error-1280.png');

    await page.setViewportSize({ width: PHONE_VIEW.viewport.width, height: 844 });
    await page.getByLabel('Einmalige Zuzahlung in Euro').fill('2.000');
    await page.getByTestId('payin-submit').click();
    await expect
      .poll(() => page.getByTestId('payin-notice').textContent(), { timeout: 30_000 })
      .toContain('Ihre Zuzahlung über 2.000,00\u00a0€ ist eingegangen');
    expect(await page.getByTestId('payin-requests').textContent()).toContain('2.000,00');
    await checkPage(page, 'pay-in-more-390.png');

    // The outbox worker tells the insurer; the page says so on a reload.
    const state = page.getByTestId('payin-request-state');
    await expect
      .poll(
        async () => {
          await page.reload();
          return state.first().textContent();
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe('Stand: an den Versicherer übermittelt am 31.12.2026');
    await checkPage(page, 'pay-in-more-reported-390.png');
    await page.setViewportSize(DESKTOP_VIEW.viewport);
    await checkPage(page, 'pay-in-more-reported-1280.png');

    await moveServerClock(rig.server.url, { set: AFTER_CAMPAIGN });
    await page.goto(`${rig.server.url}/kundenbereich`);
    await expect
      .poll(() => card.getByTestId('area-reference').textContent(), { timeout: 30_000 })
      .toBe(reference);
    expect(await offer.count()).toBe(0);
    await page.goto(`${rig.server.url}/kundenbereich/zuzahlung?antrag=${reference}`);
    await expect
      .poll(() => page.getByTestId('payin-missing').getByRole('alert').textContent(), {
        timeout: 30_000,
      })
      .toBe(PAY_IN_MORE_PAGE_MESSAGES.unavailable);
    expect(await page.getByTestId('payin-form').count()).toBe(0);
  });
});
