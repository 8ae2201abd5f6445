import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { FAMILY_CHILD_INPUT } from '../fixtures/application/riester-family';
import {
  checkPage,
  confirmationMailsOf,
  expectDelivered,
  fillApplicationData,
  goOnWithoutAccount,
  journeyPage,
  onJourneyPath,
  SCHICHT3_SEARCH,
  setUpApplicationRig,
  signContract,
  startFromResultList,
  storedApplication,
  tickConsents,
  toContract,
} from '../support/application-journey-rig';
import { PHONE_VIEW } from '../support/browser-rig';
import { freshEmail } from './shell-kit';

// Issue 29 in Chromium against the production build and its real backend (SQLite, outbox
// worker, demo insurer, .eml mails): a guest from the result list to „Vom Versicherer
// angenommen“ through the signed link of the confirmation mail, opened on a phone (another
// browser), with the identification at the demo service and the withdrawal afterwards; a
// Riester family claiming the Kinderzulage for two children. axe-core and screenshots at 390
// and 1280 px of every new page (in the rig's screenshot folder).

const rig = setUpApplicationRig();

/** The signed link of the guest's confirmation mail (quoted-printable undone). */
const guestLinkOf = (reference: string): string => {
  const [mail] = confirmationMailsOf(rig.dataDir, reference);
  const text = Buffer.from(
    (mail ?? '')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
    'latin1',
  ).toString('utf8');
  const link = text.match(/https?:\/\/\S+\/antrag-link\?\S+/)?.[0];
  if (link === undefined) throw new Error('no guest link in the confirmation mail');
  return link;
};

/** Reloads the application page until its status badge says `status`. */
const untilStatus = async (page: Page, status: string): Promise<void> => {
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId('area-status').getAttribute('data-status');
      },
      { timeout: 60_000, interval: 1000 },
    )
    .toBe(status);
};

describe('guest-link: a guest follows the application through the mail’s link', () => {
  const ANNA = {
    firstName: 'Anna',
    lastName: 'Żółć-Wałęsa',
    email: freshEmail('anna'),
    phone: '0171 2345678',
  };

  it('result list → signed → link on a phone → identified → „angenommen“ → withdrawn', async () => {
    const { context, page, problems } = await journeyPage(rig);
    const base = rig.server.url;
    await startFromResultList(page, base, SCHICHT3_SEARCH);
    await goOnWithoutAccount(page, { email: ANNA.email, phone: ANNA.phone });
    await fillApplicationData(page, ANNA, 'schicht3');
    await toContract(page);
    await tickConsents(page);
    const reference = await signContract(page);
    // /thankyou shows the way to the application (the same browser owns it).
    expect(await page.getByTestId('identify-entry').getAttribute('href')).toBe(
      `/kundenbereich/antrag?antrag=${reference}`,
    );
    await expectDelivered(rig, reference, ANNA.email);
    const link = guestLinkOf(reference);
    await context.close();

    // Another device: the phone opens the mail's link.
    const phone = await journeyPage(rig, PHONE_VIEW);
    await phone.page.goto(link);
    await onJourneyPath(phone.page, '/kundenbereich/antrag');
    expect(new URL(phone.page.url()).searchParams.get('sig')).toBeNull();
    await expect.poll(() => phone.page.getByTestId('area-reference').textContent()).toBe(reference);
    await checkPage(phone.page, 'guest-application-390.png');
    await phone.page.getByRole('link', { name: /Jetzt identifizieren/ }).click();
    await onJourneyPath(phone.page, '/kundenbereich/identifizierung');
    await checkPage(phone.page, 'guest-identification-390.png');
    await phone.page.getByRole('radio', { name: 'Video-Ident' }).check();
    await phone.page.getByTestId('ident-start').click();
    await phone.page.getByTestId('demo-ident-success').click();
    await phone.page.goto(`${base}/kundenbereich/antrag?antrag=${reference}`);
    await untilStatus(phone.page, 'accepted');
    expect(await phone.page.getByTestId('area-withdrawal').textContent()).toMatch(
      /Widerruf online möglich bis \d{2}\.\d{2}\.\d{4}\./,
    );
    await checkPage(phone.page, 'guest-application-accepted-390.png');

    await phone.page.getByRole('link', { name: /Antrag widerrufen/ }).click();
    await onJourneyPath(phone.page, '/kundenbereich/widerruf');
    await checkPage(phone.page, 'withdrawal-390.png');
    // Without the tick: the message at the box, nothing withdrawn.
    await phone.page.getByRole('button', { name: 'Jetzt widerrufen' }).click();
    await expect.poll(() => phone.page.getByTestId('withdrawal-error').isVisible()).toBe(true);
    expect((await storedApplication(rig.server, reference)).status).toBe('accepted');
    await phone.page.getByTestId('withdrawal-confirm').check();
    await phone.page.getByRole('button', { name: 'Jetzt widerrufen' }).click();
    await expect.poll(() => phone.page.getByTestId('withdrawal-done').isVisible()).toBe(true);
    await checkPage(phone.page, 'withdrawal-done-390.png');
    await expect
      .poll(async () => (await storedApplication(rig.server, reference)).status, {
        timeout: 30_000,
        interval: 500,
      })
      .toBe('withdrawn');

    // The same pages on a desktop, with the phone's cookies (the restored owner).
    const desktop = await rig.browser.newContext({
      viewport: { width: 1280, height: 800 },
      storageState: await phone.context.storageState(),
    });
    const wide = await desktop.newPage();
    await wide.goto(`${base}/kundenbereich/antrag?antrag=${reference}`);
    await wide.waitForSelector('html[data-hydrated="true"]');
    expect(await wide.getByTestId('area-status').getAttribute('data-status')).toBe('withdrawn');
    await checkPage(wide, 'guest-application-withdrawn-1280.png');
    await wide.goto(`${base}/kundenbereich/widerruf?antrag=${reference}`);
    await checkPage(wide, 'withdrawal-done-1280.png');
    await desktop.close();
    expect(problems).toEqual([]);
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  }, 240_000);

  it('an expired or changed link: the page says so and sends a new one', async () => {
    const { context, page, problems } = await journeyPage(rig, PHONE_VIEW);
    await page.goto(`${rig.server.url}/antrag-link?antrag=RK-2026-AAAAAAAA&bis=1&sig=x`);
    await onJourneyPath(page, '/kundenbereich/antrag');
    await expect.poll(() => page.getByTestId('guest-link-state').isVisible()).toBe(true);
    await checkPage(page, 'guest-link-invalid-390.png');
    await page.getByRole('button', { name: 'Link erneut senden' }).click();
    await expect.poll(() => page.getByTestId('guest-link-sent').isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('riester-family: the Zulagenantrag with two children', () => {
  const RIESTER_SEARCH = 'js=Angestellter&bd=1990-01-01&pt=riester&pi=1&egs=45000&mp=100&tg=2.5';
  const MONIKA = {
    firstName: 'Monika',
    lastName: 'Müßig-Özdemir',
    email: freshEmail('monika'),
    phone: '0171 2345678',
  };

  it('adds two children, claims 485 € a year, and signs them into the application', async () => {
    const { context, page, problems } = await journeyPage(rig);
    await startFromResultList(page, rig.server.url, RIESTER_SEARCH);
    await goOnWithoutAccount(page, { email: MONIKA.email, phone: MONIKA.phone });
    await fillApplicationData(page, MONIKA, 'riester');
    for (const index of [0, 1]) {
      await page.getByRole('button', { name: 'Kind hinzufügen' }).click();
      const child = page.getByTestId('riester-child').nth(index);
      await expect.poll(() => child.isVisible()).toBe(true);
      const field = (key: string) => FAMILY_CHILD_INPUT[`children.${index}.${key}`] ?? '';
      await child.getByLabel(/Vorname/).fill(field('firstName'));
      await child.getByLabel(/Nachname/).fill(field('lastName'));
      await child.getByLabel(/Geburtsdatum/).fill(field('birthDate'));
      await child
        .getByRole('radio', { name: field('kindergeldRecipient') === 'ich' ? 'Ich' : /zugeordnet/ })
        .check();
    }
    await expect
      .poll(() => page.getByTestId('kinderzulage').textContent())
      .toBe('Kinderzulage: 485,00\u00a0€ im Jahr');
    await checkPage(page, 'riester-children-1280.png');
    // The parent's answers survived the two round trips of „Kind hinzufügen“.
    expect(await page.getByLabel('Vorname', { exact: true }).inputValue()).toBe(MONIKA.firstName);
    await toContract(page);
    // The signing page repeats the Zulagenantrag with both children before the signature.
    const main = page.locator('main');
    await expect.poll(() => main.textContent()).toContain('Lena Müßig-Özdemir, geboren 03.05.2012');
    expect(await main.textContent()).toContain('485,00\u00a0€ im Jahr');
    await checkPage(page, 'riester-contract-1280.png');
    await tickConsents(page);
    const reference = await signContract(page);
    const stored = await storedApplication(rig.server, reference);
    const allowance = stored.form.riesterAllowance as {
      readonly children?: readonly { firstName: string; birthDate: string }[];
    };
    expect(allowance.children?.map((c) => [c.firstName, c.birthDate])).toEqual([
      ['Lena', '2012-05-03'],
      ['Jonas', '2004-12-21'],
    ]);
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);
});
