import { describe, expect, it } from 'vitest';
import {
  expectDelivered,
  expectDocumentsListed,
  expectNewlyStored,
  fillApplicationData,
  goOnWithoutAccount,
  journeyPage,
  onJourneyPath,
  SCHICHT3_SEARCH,
  screenshot,
  setUpApplicationRig,
  signContract,
  startFromResultList,
  storedReferences,
  tickConsents,
  toContract,
} from '../support/application-journey-rig';
import { freshEmail } from './shell-kit';

// The application with JavaScript switched off, in Chromium against the production build and its
// real backend. (The other tests without JavaScript stay beside their JavaScript twins in the
// journeys of their areas: the entry widget, the result list and the flow in the comparison
// journeys, /personal-data in the application journey, the calculators and the Rentenlückencheck
// in the tools journey, the cookie settings in the legal journey.)

const rig = setUpApplicationRig();

describe('application-no-js: the application without JavaScript', () => {
  // The schicht3 application with JavaScript switched off, in Chromium against the production
  // build and its real backend: every step is a link or a form POST (the login service's guest
  // form, /personal-data's CSRF-checked POST, the contract's POST answered 303),
  // and neither a reload of the answer nor back and sending again stores a second application.

  const ANNA = {
    firstName: 'Anna',
    lastName: 'Schäfer',
    email: freshEmail('anna'),
    phone: '089 1234567',
  };

  it('result list → /thankyou by links and form posts; reload and back store nothing twice', async () => {
    const { context, page, problems } = await journeyPage(rig, {
      viewport: { width: 1280, height: 900 },
      javaScriptEnabled: false,
    });
    const before = await storedReferences(rig.server);
    await startFromResultList(page, rig.server.url, SCHICHT3_SEARCH, false);
    await goOnWithoutAccount(page, ANNA, false);
    await fillApplicationData(page, ANNA, 'schicht3');
    // (A form answered 400 is a POST in the history: back to it asks to send it again. The
    // messages at the fields without JavaScript are the personal-data describe's in
    // application.journey.e2e.test.ts.)
    await toContract(page, false);
    await expectDocumentsListed(page);
    await screenshot(page, 'application-online-contract-nojs-1280.png');

    // Reload and back on the contract page: the server's draft again.
    await page.reload();
    await expectDocumentsListed(page);
    await page.goBack();
    await onJourneyPath(page, '/personal-data', false);
    expect(await page.getByLabel('Nachname', { exact: true }).inputValue()).toBe(ANNA.lastName);
    await page.goForward();
    await onJourneyPath(page, '/online-contract', false);

    await tickConsents(page);
    const reference = await signContract(page, false);
    await expectNewlyStored(rig.server, before, reference);
    await screenshot(page, 'application-thankyou-nojs-1280.png');

    // Reload of the POST's answer (a 303 made it a GET): the same application.
    await page.reload();
    expect(await page.getByTestId('reference').textContent()).toBe(reference);
    // Back to the contract page and sending again: still one application.
    await page.goBack();
    await onJourneyPath(page, '/online-contract', false);
    await tickConsents(page);
    await page.getByRole('button', { name: 'Jetzt zahlungspflichtig abschließen' }).click();
    await onJourneyPath(page, '/thankyou', false);
    expect(await page.getByTestId('reference').textContent()).toBe(reference);
    await expectNewlyStored(rig.server, before, reference);

    await expectDelivered(rig, reference, ANNA.email);
    expect(problems).toEqual([]);
    await context.close();
  });
});
