import { describe, expect, it } from 'vitest';
import {
  checkPage,
  expectDelivered,
  fillApplicationData,
  journeyPage,
  onJourneyPath,
  SCHICHT3_SEARCH,
  setUpApplicationRig,
  signContract,
  startFromResultList,
  storedReferences,
  tickConsents,
  toContract,
} from '../support/application-journey-rig';
import { fillRegistration } from './shell-kit';

// The application with an account of the built-in login service, in Chromium against the
// production build and its real backend: registering on /personal-login prefills /personal-data
// from the account (SPEC §4: no birthday from the login, newTermsConfirmed and
// agreementToContactFromAdvisor false), the draft is kept by the account (another browser that
// logs in finds it), and a points member's application is credited with points once accepted.

const PERSON = {
  firstName: 'Käthe',
  lastName: 'Groß',
  email: 'kaethe.gross@example.org',
  points: true,
};
const PASSWORD = 'ein-langes-Passwort-2026';

const rig = setUpApplicationRig();

describe('the application with an account', () => {
  it('register → prefilled /personal-data → draft kept by account → /thankyou with points', async () => {
    const first = await journeyPage(rig);
    let page = first.page;
    await startFromResultList(page, rig.server.url, SCHICHT3_SEARCH);
    await page.getByTestId('login-choice-register').getByRole('link').click();
    await fillRegistration(page, PERSON);
    await onJourneyPath(page, '/personal-data');
    // SPEC §4: the account's names, the advisor contact not agreed, the birthday not from the
    // login (the comparison's), newTermsConfirmed false in the stored personal data.
    await expect.poll(() => page.getByLabel('Vorname').inputValue()).toBe(PERSON.firstName);
    expect(await page.getByLabel('Nachname', { exact: true }).inputValue()).toBe(PERSON.lastName);
    expect(await page.getByLabel('Geburtsdatum').inputValue()).toBe('12.04.1985');
    expect(await page.getByRole('checkbox', { name: /Beraterin/ }).isChecked()).toBe(false);
    const stored = await page.evaluate(() => sessionStorage.getItem('rk_personal_data'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      firstName: PERSON.firstName,
      birthday: null,
      newTermsConfirmed: false,
      agreementToContactFromAdvisor: false,
    });
    await checkPage(page, 'application-personal-data-account-1280.png');
    await fillApplicationData(page, { ...PERSON, phone: '0151 1234567' }, 'schicht3');
    await toContract(page);
    const contractUrl = page.url();
    expect(first.problems).toEqual([]);
    await first.context.close();

    // Another browser, the same account: the draft is there.
    const second = await journeyPage(rig);
    page = second.page;
    await page.goto(contractUrl.replace('/online-contract', '/personal-login'));
    await page.getByTestId('login-choice-login').getByRole('link').click();
    await page.waitForURL(/\/login\/auth\/prepare/);
    await page.locator('#login-email').fill(PERSON.email);
    await page.locator('#login-password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await onJourneyPath(page, '/personal-data');
    await expect.poll(() => page.getByLabel('IBAN').inputValue()).toBe('DE89370400440532013000');
    expect(await page.getByLabel('Straße').inputValue()).toBe('Straße des 17. Juni');
    await toContract(page);
    await tickConsents(page);
    const before = await storedReferences(rig.server);
    const reference = await signContract(page);
    expect(await storedReferences(rig.server)).toEqual([reference, ...before]);
    expect(await page.getByTestId('points-note').isVisible()).toBe(true);
    await checkPage(page, 'application-thankyou-points-1280.png');

    const application = await expectDelivered(rig, reference, PERSON.email);
    expect(application.owner.accountId).not.toBeNull();
    expect(application.creditedPoints).toBeGreaterThan(0);
    expect(second.problems).toEqual([]);
    await second.context.close();
  });
});
