import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_OUTBOX_FOLDER } from '../../../adapters/sms/file-sms.adapter';
import { outboxMailNames } from '../../support/mail-outbox';
import { NOW, type TestServer } from '../../support/test-server';
import type { Browser } from './auth/auth-test-server';
import { startWithTwoAccounts, submitSampleApplication } from './customer-area-accounts';
import { page, postFromForeignOrigin } from './customer-area-kit';

// The identification of an application on the real server (built pages, SQLite file): choice
// page, the demo identification service and its signed redirect back, the Postident coupon, the
// SMS and the reminder mail; only the owning account may act.

let server: TestServer;
let erika: Browser;
let max: Browser;
let guest: Browser;

const pagePath = (reference: string): string =>
  `/kundenbereich/identifizierung?antrag=${reference}`;

const choose = (browser: Browser, reference: string, fields: Record<string, string>) =>
  browser.postForm('/kundenbereich/identifizierung', { antrag: reference, ...fields });

/** Starts a redirect type and follows it to the demo service; answers its two links back. */
const startAtDemo = async (
  reference: string,
  type: string,
): Promise<{ success: string; decline: string }> => {
  const started = await choose(erika, reference, { intent: 'startIdentification', type });
  expect(started.status).toBe(303);
  const location = started.headers.get('location') ?? '';
  expect(location).toMatch(/^\/demo-ident\?state=/);
  const demo = await page(erika, location);
  expect(demo.status).toBe(200);
  expect(demo.text).toContain('DEMO:');
  expect(demo.text).toContain(reference);
  const link = (id: string): string =>
    demo.text.match(new RegExp(`href="([^"]+)" data-testid="${id}"`))?.[1] ?? '';
  return { success: link('demo-ident-success'), decline: link('demo-ident-decline') };
};

beforeAll(async () => {
  ({ server, erika, max, guest } = await startWithTwoAccounts());
}, 60_000);

afterAll(async () => server.close());

describe('identification (/kundenbereich/identifizierung)', () => {
  it('shows „Identifizierung offen“ in Meine Anträge and the three choices on the page', async () => {
    const reference = await submitSampleApplication(erika);
    const area = await page(erika, '/kundenbereich');
    expect(area.text).toContain('Identifizierung offen');
    expect(area.text).toContain(`href="${pagePath(reference)}"`);
    const { status, text } = await page(erika, pagePath(reference));
    expect(status).toBe(200);
    expect(text).toContain('Identifizierung starten');
    expect(text).toContain('Link per SMS senden');
    expect(text).toContain('Per E-Mail erinnern');
    // 150 € a month: full identification; no ID copy, no SCHUFA check (§ 14 GwG needs a low premium).
    expect(text).toContain('value="videoIdent"');
    expect(text).toContain('value="postIdent"');
    expect(text).toContain('value="bankIdent"');
    expect(text).not.toContain('value="ausweiskopie"');
    expect(text).not.toContain('value="schufaIdent"');
  });

  it('finishes a video identification through the demo service, once', async () => {
    const reference = await submitSampleApplication(erika);
    const { success } = await startAtDemo(reference, 'videoIdent');
    const back = await erika.get(success);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${pagePath(reference)}&hinweis=success`);
    const { text } = await page(erika, `${pagePath(reference)}&hinweis=success`);
    expect(text).toContain('Identifizierung abgeschlossen');
    expect(text).toContain('Vielen Dank – Ihre Identifizierung ist abgeschlossen.');
    expect(text).not.toContain('Identifizierung starten');
    // The same redirect again is refused.
    const replay = await page(erika, success);
    expect(replay.status).toBe(409);
    expect(replay.text).toContain(
      'Diese Rückmeldung des Identifizierungsdienstes wurde bereits verarbeitet.',
    );
    expect((await page(erika, '/kundenbereich')).text).toContain('Identifizierung abgeschlossen');
  });

  it('records a decline, and refuses forged and expired redirects with German messages', async () => {
    const reference = await submitSampleApplication(erika);
    const { decline } = await startAtDemo(reference, 'bankIdent');
    // The customer turns the decline into a success: the service's signature no longer fits.
    const forged = await page(erika, decline.replace('ergebnis=decline', 'ergebnis=success'));
    expect(forged.status).toBe(400);
    expect(forged.text).toContain(
      'Die Rückmeldung des Identifizierungsdienstes ist ungültig. Bitte starten Sie die Identifizierung erneut.',
    );
    // Another account cannot use the customer's redirect (nor use it up).
    expect((await max.get(decline)).status).toBe(404);
    expect((await erika.get(decline)).status).toBe(303);
    expect((await page(erika, pagePath(reference))).text).toContain('Identifizierung abgelehnt');
    expect((await page(erika, '/kundenbereich')).text).toContain('Identifizierung abgelehnt');
    // Again with video; the answer comes 80 minutes later (the customer stayed active, logged in).
    const { success } = await startAtDemo(reference, 'videoIdent');
    try {
      for (const minutes of [20, 40, 60, 80]) {
        server.clock.set(NOW.add({ minutes }));
        expect((await erika.get('/kundenbereich')).status).toBe(200);
      }
      const expired = await page(erika, success);
      expect(expired.status).toBe(400);
      expect(expired.text).toContain(
        'Die Rückmeldung des Identifizierungsdienstes ist abgelaufen. Bitte starten Sie die Identifizierung erneut.',
      );
    } finally {
      server.clock.set(NOW);
    }
  });

  it('lets only the owner see or act; guessed references get 404, a guest the login', async () => {
    const reference = await submitSampleApplication(erika);
    expect((await max.get(pagePath(reference))).status).toBe(404);
    expect((await erika.get(pagePath('RK-2026-ZZZZZZZZ'))).status).toBe(404);
    const forMax = await choose(max, reference, {
      intent: 'startIdentification',
      type: 'videoIdent',
    });
    expect(forMax.status).toBe(404);
    expect((await choose(max, reference, { intent: 'sendSms' })).status).toBe(404);
    const guestPage = await page(guest, pagePath(reference));
    expect(guestPage.text).toContain('Bitte melden Sie sich an');
    expect(guestPage.text).not.toContain('data-testid="ident-start"');
    const foreign = await postFromForeignOrigin(
      server.url,
      '/kundenbereich/identifizierung',
      erika,
      {
        antrag: reference,
        intent: 'sendSms',
      },
    );
    expect(foreign.status).toBe(403);
  });

  it('hands out the Postident coupon PDF to the owner once Postident is chosen', async () => {
    const reference = await submitSampleApplication(erika);
    const coupon = `/kundenbereich/identifizierung/postident-coupon?antrag=${reference}`;
    expect((await erika.get(coupon)).status).toBe(404);
    const started = await choose(erika, reference, {
      intent: 'startIdentification',
      type: 'postIdent',
    });
    expect(started.headers.get('location')).toBe(`${pagePath(reference)}&hinweis=coupon`);
    expect((await page(erika, `${pagePath(reference)}&hinweis=coupon`)).text).toContain(
      'Postident-Coupon herunterladen (PDF)',
    );
    const pdf = await erika.get(coupon);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await max.get(coupon)).status).toBe(404);
    expect((await guest.get(coupon)).status).toBe(404);
  });

  it('sends the link by SMS and schedules the reminder mails', async () => {
    const reference = await submitSampleApplication(erika);
    const sms = await choose(erika, reference, { intent: 'sendSms' });
    expect(sms.status).toBe(303);
    expect(sms.headers.get('location')).toBe(`${pagePath(reference)}&hinweis=sms`);
    // The outbox worker sends the message within a second of the request.
    const file = path.join(server.dataDir, SMS_OUTBOX_FOLDER, `${reference}.identificationSms.txt`);
    await expect.poll(() => fs.existsSync(file), { timeout: 15_000 }).toBe(true);
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain('To: +49 170 1234567');
    expect(text).toContain(`${server.url}${pagePath(reference)}`);
    const later = await choose(erika, reference, { intent: 'identifyLater' });
    expect(later.headers.get('location')).toBe(`${pagePath(reference)}&hinweis=erinnerung`);
    const mails = outboxMailNames(server.dataDir).filter(
      (name) => name.startsWith(`${reference}.`) && name.includes('.identificationReminder'),
    );
    // The reminders come later (identification-reminders.test.ts); the page names their days.
    expect(mails).toEqual([]);
    expect((await page(erika, `${pagePath(reference)}&hinweis=erinnerung`)).text).toContain(
      'Wir erinnern Sie per E-Mail am 17.03.2026 und am 23.03.2026 an Ihre Identifizierung.',
    );
  });
});
