import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { PAY_IN_MORE_MESSAGES } from '../../domain/contract/pay-in-more';
import { DEMO_PAY_IN_MORE_CAMPAIGN, isCampaignRunning } from '../../domain/pay-in-more/pay-in-more';
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
import { fillRegistration } from './shell-kit';

// The Zuzahlungs-Aktion in Chromium against the production build: an account applies for a
// Nordlicht Leben tariff, Meine Anträge offers the campaign, a too small one-time payment shows
// its error at the field, then 2.000 € goes through; axe-core at 1280 and 390 px. The built
// server runs on the machine's clock, so the test runs while the DEMO campaign does.

const HEIDI = {
  firstName: 'Heidi',
  lastName: 'Köhler',
  email: 'heidi.zuzahlung@example.org',
  points: false,
};

const rig = setUpApplicationRig();
const running = isCampaignRunning(DEMO_PAY_IN_MORE_CAMPAIGN, Temporal.Now.instant());

describe('the pay-in-more campaign', () => {
  it.runIf(running)('apply → Meine Anträge → Zuzahlung → an error → a success', async () => {
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
  });
});
