import { describe, expect, it } from 'vitest';
import {
  applyUpToSigning,
  checkPage,
  demoInsurerLedger,
  expectDelivered,
  HOTLINE,
  journeyPage,
  onDesktopToo,
  onJourneyPath,
  SCHICHT3_SEARCH,
  setUpApplicationRig,
  storedApplication,
  storedReferences,
  tickConsents,
  toContract,
} from '../support/application-journey-rig';
import { PHONE_VIEW } from '../support/browser-rig';

// A hand-over the demo insurer declines (its rule for the last name „Ablehnung“), in Chromium
// against the production build and its real backend: /thankyou turns into /thankyou-error with
// the German message and the hotline once the outbox has the answer; „Erneut versuchen“ leads to
// the contract page with everything typed kept, and the corrected application is stored once.

const DECLINED = 'Der Versicherer hat Ihren Antrag leider nicht angenommen.';

const rig = setUpApplicationRig();

describe('a declined hand-over', () => {
  it('→ /thankyou-error with the message and hotline → retry keeps the data, submits once', async () => {
    const { context, page, problems } = await journeyPage(rig, PHONE_VIEW);
    const applicant = {
      firstName: 'Jörg',
      lastName: 'Ablehnung',
      email: 'joerg@example.org',
      phone: '0171 7654321',
    };
    await applyUpToSigning(page, rig.server.url, {
      search: SCHICHT3_SEARCH,
      applicant,
      product: 'schicht3',
    });
    await page.getByRole('button', { name: 'Jetzt zahlungspflichtig abschließen' }).click();
    // The worker hands it over at once; /thankyou sends a declined application to the error page.
    await page.waitForURL((url) => url.pathname.startsWith('/thankyou'));
    const reference = new URL(page.url()).searchParams.get('ref') ?? '';
    expect(reference).toMatch(/^RK-/);
    await expect
      .poll(async () => (await storedApplication(rig.server, reference)).status, {
        timeout: 30_000,
      })
      .toBe('declined');
    await page.reload();
    await onJourneyPath(page, '/thankyou-error');
    expect(await page.getByTestId('thankyou-error-message').textContent()).toContain(DECLINED);
    expect(await page.getByTestId('reference').textContent()).toBe(reference);
    expect(await page.getByRole('link', { name: HOTLINE }).first().isVisible()).toBe(true);
    await checkPage(page, 'application-thankyou-error-390.png');
    await onDesktopToo(rig, context, page.url(), async (wide) => {
      await onJourneyPath(wide, '/thankyou-error');
      await checkPage(wide, 'application-thankyou-error-1280.png');
    });
    const ledger = await demoInsurerLedger(rig.server);
    expect(ledger.deliveries[reference]).toBe(1);
    expect(ledger.answers[reference]?.decision).toBe('declined');

    // „Erneut versuchen“: the contract page with the draft, the personal data all kept.
    await page.getByTestId('retry').click();
    await onJourneyPath(page, '/online-contract');
    expect(await page.locator('[aria-labelledby="contract-applicant"]').textContent()).toContain(
      'Ablehnung',
    );
    await page.getByRole('link', { name: 'Angaben ändern' }).click();
    await onJourneyPath(page, '/personal-data');
    const kept: [string, string][] = [
      ['Vorname', 'Jörg'],
      ['Straße', 'Straße des 17. Juni'],
      ['Geburtsort', 'Görlitz'],
      ['IBAN', 'DE89370400440532013000'],
      ['E-Mail-Adresse', 'joerg@example.org'],
    ];
    for (const [label, value] of kept) {
      await expect.poll(() => page.getByLabel(label, { exact: true }).inputValue()).toBe(value);
    }
    await page.getByLabel('Nachname', { exact: true }).fill('Berger');
    await toContract(page);
    await tickConsents(page);
    const before = await storedReferences(rig.server);
    await page.getByRole('button', { name: 'Jetzt zahlungspflichtig abschließen' }).dblclick();
    await onJourneyPath(page, '/thankyou');
    const second = (await page.getByTestId('reference').textContent()) ?? '';
    expect(second).not.toBe(reference);
    expect(await storedReferences(rig.server)).toEqual([second, ...before]);
    const stored = await expectDelivered(rig, second, applicant.email);
    expect(stored.form.personal).toMatchObject({ firstName: 'Jörg', lastName: 'Berger' });
    expect(problems).toEqual([]);
    await context.close();
  });
});
