import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe-violations';
import { DESKTOP_VIEW, PHONE_VIEW } from '../support/browser-rig';
import { setUpInProcessRig } from '../support/in-process-rig';
import { outboxMails } from '../support/mail-outbox';
import { NOW } from '../support/test-server';
import { freshEmail, withConsent } from './shell-kit';

// Consulting in Chromium against the in-process test server (its own SQLite file and mail
// outbox, its test clock on Sunday 15 March 2026): booking a telephone consultation and
// „Rückruf statt Termin“, with and without JavaScript. One in-process rig for the journey: each
// booking test takes a half hour of its own and gives it back; the callback requests are counted
// before and after within one test.

const rig = setUpInProcessRig();

describe('consulting-booking: /beratung/termin in Chromium', () => {
  // Booking a telephone consultation in Chromium, with and without JavaScript: choose a day and a
  // half hour, a wrong phone number with its message, book, the confirmation mail with termin.ics
  // in the outbox, its cancel link, cancel, and back to the booking page to book again. The test
  // clock stands on Sunday 15 March 2026: Monday 16 March is the first day with free half hours.

  const SHOTS = '/tmp/rk-consulting-shots';
  const PAGE = '/beratung/termin?origin=results&product=schicht3&date=2026-03-16';

  const mailTo = (email: string): string | null => {
    return outboxMails(rig.server.dataDir).find((mail) => mail.text.includes(email))?.text ?? null;
  };

  /** The cancel link of a mail (quoted-printable soft breaks and =3D undone). */
  const cancelLinkOf = (mail: string): string =>
    /https?:\/\/\S+\/beratung\/termin-absagen\?id=\S+/.exec(
      mail.replace(/=\r?\n/g, '').replaceAll('=3D', '='),
    )?.[0] ?? '';

  const visible = (page: Page, testId: string): Promise<void> =>
    expect.poll(() => page.getByTestId(testId).isVisible()).toBe(true);

  for (const [name, options, slot] of [
    ['with JavaScript at 390 px', { ...PHONE_VIEW, javaScriptEnabled: true }, '10:00'],
    ['with JavaScript at 1280 px', { ...DESKTOP_VIEW, javaScriptEnabled: true }, '10:30'],
    ['without JavaScript at 1280 px', { ...DESKTOP_VIEW, javaScriptEnabled: false }, '11:00'],
  ] as const) {
    it(`choose, hold, book, the mail, cancel and rebook (${name})`, async () => {
      const context = await rig.browser.newContext(options);
      await withConsent(context, rig.server.url, 'f');
      const width = options.viewport.width;
      const tag = `${width}-${options.javaScriptEnabled ? 'js' : 'nojs'}`;
      const email = freshEmail(`termin-${tag}`);
      const axe = async (page: Page): Promise<string[]> =>
        options.javaScriptEnabled ? axeViolations(page) : [];
      const shot = (page: Page, what: string): Promise<Buffer> =>
        page.screenshot({ path: `${SHOTS}/${what}-${tag}.png`, fullPage: true });
      try {
        const page = await context.newPage();
        await page.goto(`${rig.server.url}${PAGE}`);
        await visible(page, 'booking-slots');
        expect(await axe(page)).toEqual([]);
        await shot(page, '1-choose');

        await page.getByRole('button', { name: new RegExp(`^${slot} bis`) }).click();
        await visible(page, 'booking-held');
        expect(await page.getByTestId('booking-held').innerText()).toContain(
          `Montag, 16.03.2026, ${slot}`,
        );
        expect(await page.getByLabel('Worum geht es?').inputValue()).toBe(
          'Private Rentenversicherung',
        );
        await page.getByLabel('Vor- und Nachname').fill('Jürgen Weiß');
        await page.getByLabel('Telefonnummer').fill('12');
        await page.getByLabel('E-Mail-Adresse').fill(email);
        // What the booking does with the contact data, with the way to the Datenschutzhinweise.
        expect(await page.getByTestId('booking-privacy').textContent()).toContain(
          'Art. 6 Abs. 1 lit. b DSGVO',
        );
        expect(
          await page.getByTestId('booking-privacy').getByRole('link').getAttribute('href'),
        ).toBe('/datenschutz');
        await page.getByRole('button', { name: 'Termin verbindlich buchen' }).click();
        await visible(page, 'error-summary');
        // Posted without JavaScript too, the answer opens at the summary (issue 32).
        expect(new URL(page.url()).hash).toBe('#fehler');
        expect(await page.getByLabel('Vor- und Nachname').inputValue()).toBe('Jürgen Weiß');
        expect(await axe(page)).toEqual([]);
        await shot(page, '2-contact-error');

        await page.getByLabel('Telefonnummer').fill('030 1234567');
        await page.getByRole('button', { name: 'Termin verbindlich buchen' }).click();
        await visible(page, 'booking-confirmed');
        const facts = await page.getByTestId('booking-confirmed').innerText();
        expect(facts).toContain('16.03.2026');
        expect(facts).toContain(`${slot}–`);
        expect(facts).toContain('(Demo)');
        expect(facts).toContain('Demo-Beraterteam');
        expect(await page.getByTestId('booking-mail-note').innerText()).toContain('termin.ics');
        expect(await axe(page)).toEqual([]);
        await shot(page, '3-confirmed');

        // The outbox worker sends the mail within a second of the booking.
        await expect.poll(() => mailTo(email), { timeout: 15_000 }).not.toBeNull();
        const mail = mailTo(email);
        expect(mail).toContain('termin.ics');
        expect(mail).toContain('text/calendar');
        const link = cancelLinkOf(mail ?? '');
        expect(link).toContain(rig.server.url);

        await page.goto(link);
        await visible(page, 'cancel-ask');
        expect(await axe(page)).toEqual([]);
        await shot(page, '4-cancel-ask');
        await page.getByRole('button', { name: 'Termin absagen' }).click();
        await visible(page, 'cancel-done');
        expect(await axe(page)).toEqual([]);
        await shot(page, '5-cancelled');

        await page.getByRole('link', { name: 'Neuen Termin vereinbaren' }).click();
        await visible(page, 'booking-days');
        await page.getByRole('link', { name: 'Mo, 16.03.' }).click();
        await visible(page, 'booking-slots');
        // The cancelled half hour is free again.
        await page.getByRole('button', { name: new RegExp(`^${slot} bis`) }).click();
        await visible(page, 'booking-held');
      } finally {
        await context.close();
      }
    });
  }

  it('shows the failures with their way forward: a hold that ran out, a forged link', async () => {
    const context = await rig.browser.newContext({ ...PHONE_VIEW, javaScriptEnabled: true });
    await withConsent(context, rig.server.url, 'f');
    try {
      const page = await context.newPage();
      await page.goto(`${rig.server.url}${PAGE}`);
      await page.getByRole('button', { name: /^14:00 bis/ }).click();
      await visible(page, 'booking-held');
      await page.getByLabel('Vor- und Nachname').fill('Erika Mustermann');
      await page.getByLabel('Telefonnummer').fill('0171 2345678');
      await page.getByLabel('E-Mail-Adresse').fill('spaet@example.org');
      rig.server.clock.advance({ minutes: 6 });
      try {
        await page.getByRole('button', { name: 'Termin verbindlich buchen' }).click();
        await visible(page, 'booking-problem');
      } finally {
        rig.server.clock.set(NOW);
      }
      expect(await page.getByTestId('booking-problem').innerText()).toContain(
        'Die Zeit für die Terminbuchung ist abgelaufen.',
      );
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/failed-390.png`, fullPage: true });

      await page.getByRole('link', { name: 'Rückruf anfordern' }).click();
      await expect.poll(() => page.getByLabel('Worum geht es?').isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/callback-390.png`, fullPage: true });

      await page.goto(`${rig.server.url}/beratung/termin-absagen?id=x&sig=forged`);
      await visible(page, 'cancel-problem');
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/forged-390.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });
});

describe('„Rückruf statt Termin“ on /beratung/termin in Chromium', () => {
  // One consultation path (issue 29 finding 9): the result list's „Beratung vereinbaren“ leads to
  // the booking page; its „Rückruf statt Termin“ form without the consent shows the message, then
  // the callback request is stored with its own source and confirmed — with and without JavaScript.

  const SEARCH = 'js=Angestellter&bd=1985-04-12&pt=schicht3&ra=67&mp=150&pp=monthly';
  const SHOTS = '/tmp/rk-consultation-shots';

  const storedCount = (): number =>
    rig.server.database
      .statement<[], { n: number }>(
        "select count(*) as n from callback_requests where source = 'callbackRequest'",
      )
      .get()?.n ?? -1;

  const callbackForm = (page: Page) =>
    page.locator('form').filter({ has: page.locator('input[name="intent"][value="callback"]') });

  for (const [name, options] of [
    ['with JavaScript at 390 px', { ...PHONE_VIEW, javaScriptEnabled: true }],
    ['without JavaScript at 1280 px', { ...DESKTOP_VIEW, javaScriptEnabled: false }],
  ] as const) {
    it(`result list → the booking page → „Rückruf statt Termin“ → messages → stored and confirmed (${name})`, async () => {
      const context = await rig.browser.newContext(options);
      await withConsent(context, rig.server.url, 'f');
      const width = options.viewport.width;
      // axe-core runs as a script in the page: only where the page may run scripts.
      const axe = async (page: Page): Promise<string[]> =>
        options.javaScriptEnabled ? axeViolations(page) : [];
      try {
        const page = await context.newPage();
        await page.goto(`${rig.server.url}/result?${SEARCH}`);
        const entry = page.getByTestId('consultation-entry').first();
        await expect.poll(() => entry.isVisible()).toBe(true);
        expect(await entry.innerText()).toContain('Beratung vereinbaren');
        await entry.click();
        await page.waitForURL(/\/beratung\/termin\?origin=results&/);
        await expect.poll(() => page.getByText('Rückruf statt Termin').isVisible()).toBe(true);
        expect(await axe(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/choose-${width}.png`, fullPage: true });

        const before = storedCount();
        const form = callbackForm(page);
        await form.getByLabel('Vor- und Nachname').fill('Jürgen Weiß');
        await form.getByLabel('Telefonnummer').fill('0171 2345678');
        await form.getByLabel(/Nachmittag/).check();
        await form.getByRole('button', { name: 'Rückruf anfordern' }).click();
        await expect.poll(() => page.getByTestId('error-summary').isVisible()).toBe(true);
        await expect
          .poll(() =>
            page
              .getByText(
                'Bitte stimmen Sie zu, dass wir Ihre Angaben für den Rückruf verwenden dürfen.',
              )
              .first()
              .isVisible(),
          )
          .toBe(true);
        expect(await page.getByLabel('Vor- und Nachname').inputValue()).toBe('Jürgen Weiß');
        expect(storedCount()).toBe(before);
        expect(await axe(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/errors-${width}.png`, fullPage: true });

        await page.getByLabel(/Ich bin einverstanden/).check();
        await page.getByRole('button', { name: 'Rückruf anfordern' }).click();
        await page.waitForURL(/callback=sent/);
        await expect.poll(() => page.getByTestId('callback-sent').isVisible()).toBe(true);
        expect(storedCount()).toBe(before + 1);
        expect(await axe(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/stored-${width}.png`, fullPage: true });
        // A reload shows the thanks again and stores nothing twice.
        await page.reload();
        await expect.poll(() => page.getByTestId('callback-sent').isVisible()).toBe(true);
        expect(storedCount()).toBe(before + 1);
      } finally {
        await context.close();
      }
    });
  }
});
