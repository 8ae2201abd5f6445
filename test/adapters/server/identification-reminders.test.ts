import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OutboxMail, outboxMails } from '../../support/mail-outbox';
import { NOW, type TestServer } from '../../support/test-server';
import { Browser } from './auth/auth-test-server';
import { ERIKA, followCallback, startLogin, submitForm } from './auth/login-steps';
import { startWithTwoAccounts, submitSampleApplication } from './customer-area-accounts';
import { page } from './customer-area-kit';

// „Später identifizieren“ on the real server (SQLite file, outbox worker, mails as .eml files):
// the reminder comes when it is due, and none once the customer identified.

let server: TestServer;
let erika: Browser;

const DAY_MS = 24 * 60 * 60 * 1000;

const pagePath = (reference: string): string =>
  `/kundenbereich/identifizierung?antrag=${reference}`;

const choose = (reference: string, fields: Record<string, string>) =>
  erika.postForm('/kundenbereich/identifizierung', { antrag: reference, ...fields });

const remindersOf = (reference: string): OutboxMail[] =>
  outboxMails(server.dataDir).filter(
    (mail) =>
      mail.name.startsWith(`${reference}.`) && mail.name.includes('.identificationReminder'),
  );

/**
 * Moves the server's clock (the worker looks at the outbox every second) and logs Erika in
 * again: her session ran idle meanwhile.
 */
const advance = async (ms: number): Promise<void> => {
  server.clock.set(server.clock.now().add({ milliseconds: ms }));
  erika = new Browser(server.url);
  const prepared = await startLogin(erika);
  await followCallback(
    erika,
    await submitForm(erika, 'login', prepared, { email: ERIKA.email, password: ERIKA.password }),
  );
};

beforeAll(async () => {
  ({ server, erika } = await startWithTwoAccounts());
}, 60_000);

afterAll(async () => server.close());

describe('später identifizieren: reminders', () => {
  it('mails the reminder when it is due and no second one once identified', async () => {
    // NOW: Sunday 15.03.2026, 11:00 Berlin; reminders Tuesday 17.03 and Monday 23.03, 10:00.
    server.clock.set(NOW);
    const reference = await submitSampleApplication(erika);
    const later = await choose(reference, { intent: 'identifyLater' });
    expect(later.status).toBe(303);
    expect(later.headers.get('location')).toBe(`${pagePath(reference)}&hinweis=erinnerung`);
    const confirmation = await page(erika, `${pagePath(reference)}&hinweis=erinnerung`);
    expect(confirmation.text).toContain(
      'Wir erinnern Sie per E-Mail am 17.03.2026 und am 23.03.2026 an Ihre Identifizierung.',
    );
    // Choosing again reschedules; it never adds a second series.
    expect((await choose(reference, { intent: 'identifyLater' })).status).toBe(303);
    expect(remindersOf(reference)).toEqual([]);

    await advance(2 * DAY_MS);
    await expect.poll(() => remindersOf(reference), { timeout: 20_000 }).toHaveLength(1);
    const mail = remindersOf(reference)[0]?.text ?? '';
    expect(mail).toMatch(/^Subject: .*Erinnerung/m);
    expect(mail).toMatch(/^To: /m);
    // Quoted-printable: soft line breaks joined, '=' spelled =3D.
    expect(mail.replace(/=\r?\n/g, '')).toContain(
      `${server.url}/kundenbereich/identifizierung?antrag=3D${reference}`,
    );
    expect((await page(erika, `${pagePath(reference)}&hinweis=erinnerung`)).text).toContain(
      'Wir erinnern Sie per E-Mail am 23.03.2026 an Ihre Identifizierung.',
    );

    // Identify through the demo service.
    const started = await choose(reference, { intent: 'startIdentification', type: 'videoIdent' });
    const demo = await page(erika, started.headers.get('location') ?? '');
    const success = demo.text.match(/href="([^"]+)" data-testid="demo-ident-success"/)?.[1] ?? '';
    expect((await erika.get(success.replaceAll('&amp;', '&'))).status).toBe(303);
    expect((await page(erika, pagePath(reference))).text).toContain(
      'Identifizierung abgeschlossen',
    );

    await advance(7 * DAY_MS);
    // The worker skips the second reminder: a marker application's reminder proves it ran.
    const marker = await submitSampleApplication(erika);
    expect((await choose(marker, { intent: 'identifyLater' })).status).toBe(303);
    await advance(3 * DAY_MS);
    await expect.poll(() => remindersOf(marker), { timeout: 20_000 }).toHaveLength(1);
    expect(remindersOf(reference)).toHaveLength(1);
  }, 90_000);
});
