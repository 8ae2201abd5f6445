import { describe, expect, it } from 'vitest';
import {
  checkPage,
  expectDelivered,
  expectDocumentsListed,
  fillApplicationData,
  goOnWithoutAccount,
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
import { PHONE_VIEW } from '../support/browser-rig';

// The schicht3 application in Chromium against the production build and its real backend
// (SQLite, outbox worker, demo insurer, .eml mails): result list → /personal-login (without an
// account) → /personal-data → /online-contract → /thankyou, with reload and back at every step,
// a double click, the stored application read through the admin API; axe-core and screenshots
// at 1280 and 390 px of every page.

const MARIA = {
  firstName: 'Maria',
  lastName: 'Müller-Lüdenscheidt',
  email: 'maria@example.org',
  phone: '0171 2345678',
};

const rig = setUpApplicationRig();

describe('the schicht3 application with JavaScript', () => {
  it('result list → /thankyou: reload and back keep everything, one application, delivered', async () => {
    const { context, page, problems } = await journeyPage(rig);
    const base = rig.server.url;
    const before = await storedReferences(rig.server);

    const tariffId = await startFromResultList(page, base, SCHICHT3_SEARCH);
    expect(new URL(page.url()).searchParams.get('mp')).toBe('150');
    await checkPage(page, 'application-personal-login-1280.png');
    // Reload and back on /personal-login: the same page, the tariff still chosen.
    await page.reload();
    await expect.poll(() => page.getByTestId('chosen-tariff').isVisible()).toBe(true);
    await page.goBack();
    await onJourneyPath(page, '/result');
    await page.goForward();
    await onJourneyPath(page, '/personal-login');

    await goOnWithoutAccount(page, { email: MARIA.email, phone: MARIA.phone });
    const personalDataUrl = page.url();
    expect(new URL(personalDataUrl).searchParams.get('tariffId')).toBe(tariffId);
    // The guest login's phone and e-mail fill the form.
    await expect.poll(() => page.getByLabel('Telefonnummer').inputValue()).toBe(MARIA.phone);
    await expect.poll(() => page.getByLabel('E-Mail-Adresse').inputValue()).toBe(MARIA.email);
    // A guest keeps the SPEC §3 default: the advisor may get in touch (only an account's
    // takeover after its login asks again).
    expect(await page.getByRole('checkbox', { name: /Beraterin/ }).isChecked()).toBe(true);
    await checkPage(page, 'application-personal-data-1280.png');
    await fillApplicationData(page, MARIA, 'schicht3');
    // Reload before sending: what was typed is kept in session storage.
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(() => page.getByLabel('Vorname').inputValue()).toBe(MARIA.firstName);
    expect(await page.getByLabel('Wohnort').inputValue()).toBe('Berlin');
    await fillApplicationData(page, MARIA, 'schicht3');
    await toContract(page);

    await expectDocumentsListed(page);
    expect(await page.getByTestId('contract-summary').textContent()).toContain('150');
    await checkPage(page, 'online-contract-1280.png');
    // Back to /personal-data: the saved draft; reload of the contract page: the same page.
    await page.goBack();
    await onJourneyPath(page, '/personal-data');
    await expect.poll(() => page.getByLabel('IBAN').inputValue()).toBe('DE89370400440532013000');
    expect(await page.getByLabel('Nachname', { exact: true }).inputValue()).toBe(MARIA.lastName);
    await page.goForward();
    await onJourneyPath(page, '/online-contract');
    await page.reload();
    await expectDocumentsListed(page);

    // Sent without the ticks: the messages at the boxes, nothing stored.
    await page.getByRole('button', { name: 'Jetzt zahlungspflichtig abschließen' }).click();
    await expect
      .poll(() => page.getByText('Bitte bestätigen Sie den Beratungsverzicht').isVisible())
      .toBe(true);
    expect(await storedReferences(rig.server)).toEqual(before);
    await tickConsents(page);
    const reference = await signContract(page);
    expect(await storedReferences(rig.server)).toEqual([reference, ...before]);
    await checkPage(page, 'application-thankyou-1280.png');
    // The consulting entry of /thankyou books with the SPEC §3 source customerFollowUpProcess.
    const booking = new URL(
      (await page.getByTestId('booking-entry').getAttribute('href')) ?? '',
      page.url(),
    );
    expect(booking.pathname).toBe('/beratung/termin');
    expect(booking.searchParams.get('origin')).toBe('thankyou');

    // Reload of the POST's answer, back to the contract page and sending again: one application.
    await page.reload();
    expect(await page.getByTestId('reference').textContent()).toBe(reference);
    await page.goBack();
    await onJourneyPath(page, '/online-contract');
    await page.goForward();
    await onJourneyPath(page, '/thankyou');
    expect(await page.getByTestId('reference').textContent()).toBe(reference);
    // Back and sending the same again answers the first application.
    await page.goBack();
    await onJourneyPath(page, '/online-contract');
    await tickConsents(page);
    expect(await signContract(page)).toBe(reference);
    expect(await storedReferences(rig.server)).toEqual([reference, ...before]);

    const stored = await expectDelivered(rig, reference, MARIA.email);
    expect(stored.choice).toMatchObject({ tariffId, product: 'schicht3' });
    expect(stored.form.personal).toMatchObject({
      firstName: MARIA.firstName,
      lastName: MARIA.lastName,
      email: MARIA.email,
      birthday: '1985-04-12',
    });
    expect(stored.owner.accountId).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a phone: every journey page passes axe-core; a double click submits once', async () => {
    const { context, page, problems } = await journeyPage(rig, PHONE_VIEW);
    await startFromResultList(page, rig.server.url, SCHICHT3_SEARCH);
    await checkPage(page, 'personal-login-390.png');
    await goOnWithoutAccount(page, { email: 'jan@example.org', phone: '030 1234567' });
    await checkPage(page, 'application-personal-data-390.png');
    const jan = { ...MARIA, firstName: 'Jan', email: 'jan@example.org' };
    await fillApplicationData(page, jan, 'schicht3');
    await toContract(page);
    await checkPage(page, 'application-online-contract-390.png');
    await tickConsents(page);
    const before = await storedReferences(rig.server);
    await page.getByRole('button', { name: 'Jetzt zahlungspflichtig abschließen' }).dblclick();
    await onJourneyPath(page, '/thankyou');
    const reference = (await page.getByTestId('reference').textContent()) ?? '';
    expect(await storedReferences(rig.server)).toEqual([reference, ...before]);
    await checkPage(page, 'application-thankyou-390.png');
    await expectDelivered(rig, reference, jan.email);
    expect(problems).toEqual([]);
    await context.close();
  });
});
