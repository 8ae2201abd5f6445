import { describe, expect, it } from 'vitest';
import {
  checkPage,
  fillApplicationData,
  journeyPage,
  onJourneyPath,
  SCHICHT3_SEARCH,
  setUpApplicationRig,
  signContract,
  startFromResultList,
  tickConsents,
  toContract,
} from '../support/application-journey-rig';
import { DESKTOP_VIEW, PHONE_VIEW } from '../support/browser-rig';
import { fillRegistration } from './shell-kit';

// The Tarifanpassung in Chromium against the production build and its real backend: an account
// applies with a 90 % guarantee and strictly EU-sustainable funds, the demo insurer accepts with
// an adjustment (DEMO rule), Meine Anträge says „Tarifanpassung erforderlich“, the customer sees
// old and new values and keeps the tariff with sustainable funds; axe-core at 1280 and 390 px.

const GRETE = {
  firstName: 'Grete',
  lastName: 'Schäfer',
  email: 'grete.adjust@example.org',
  points: false,
};

const rig = setUpApplicationRig();

describe('the tariff adjustment', () => {
  it('apply → Meine Anträge → Tarifanpassung → choose', async () => {
    const { page } = await journeyPage(rig, DESKTOP_VIEW);
    await startFromResultList(page, rig.server.url, `${SCHICHT3_SEARCH}&bg=90&fst=euStrict`);
    await page.getByTestId('login-choice-register').getByRole('link').click();
    await fillRegistration(page, GRETE);
    await onJourneyPath(page, '/personal-data');
    await fillApplicationData(page, { ...GRETE, phone: '0151 7654321' }, 'schicht3');
    await toContract(page);
    await tickConsents(page);
    const reference = await signContract(page);

    const card = page.locator(`[data-reference="${reference}"]`);
    await expect
      .poll(
        async () => {
          await page.goto(`${rig.server.url}/kundenbereich`);
          return card.getByTestId('area-adjustment').isVisible();
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe(true);
    expect(await card.getByTestId('area-adjustment').textContent()).toContain(
      'Tarifanpassung erforderlich',
    );
    await card.getByTestId('area-adjustment').getByRole('link').click();
    await onJourneyPath(page, '/kundenbereich/tarifanpassung');
    expect(await page.getByTestId('adjustment-values').textContent()).toContain('80 %');
    await checkPage(page, 'tariff-adjustment-1280.png');
    await page.setViewportSize({ width: PHONE_VIEW.viewport.width, height: 844 });
    await checkPage(page, 'tariff-adjustment-390.png');

    // Without a choice the browser keeps the form (required radio); then a choice goes through.
    await page.getByLabel(/Tarif anpassen/).check();
    await page.getByTestId('adjustment-submit').click();
    await expect
      .poll(() => page.getByTestId('adjustment-notice').textContent(), { timeout: 30_000 })
      .toContain('Wir haben Ihre Wahl an den Versicherer übermittelt.');
    expect(await page.getByTestId('adjustment-chosen').textContent()).toBe(
      'Ihre Wahl: Tarif anpassen',
    );
    await checkPage(page, 'tariff-adjustment-chosen-390.png');
  });
});
