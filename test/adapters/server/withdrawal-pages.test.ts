import { randomUUID } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHDRAWAL_MESSAGES } from '../../../domain/application/withdrawal';
import {
  ALL_CONSENTS,
  SAMPLE_CHOICE,
  SAMPLE_FORM,
} from '../../fixtures/application/sample-application';
import { outboxMails } from '../../support/mail-outbox';
import { startTestServer, type TestServer } from '../../support/test-server';
import { Browser } from './auth/auth-test-server';
import { ERIKA, registerAndReturn } from './auth/login-steps';
import { MAX } from './customer-area-accounts';

// The withdrawal (Widerruf, § 152 VVG) on the real server (built pages, demo catalogue, SQLite
// file, outbox worker, own demo insurer, mails as .eml files): from Meine Anträge as a plain form
// without JavaScript and as JSON, to the owner only; the insurer is told once and confirms, the
// customer gets a confirmation mail, and the history shows each step with its time.

const AT = Temporal.Instant.from('2026-11-27T10:00:00Z');

let server: TestServer;
let erika: Browser;
let max: Browser;
let guest: Browser;

const html = (text: string): string =>
  text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('\u00a0', ' ');
const page = async (browser: Browser, path: string): Promise<{ status: number; text: string }> => {
  const answer = await browser.get(path);
  return { status: answer.status, text: html(await answer.text()) };
};
const withdrawalPath = (reference: string): string => `/kundenbereich/widerruf?antrag=${reference}`;

const apply = async (): Promise<string> => {
  const submitted = await erika.postJson('/api/applications', {
    form: SAMPLE_FORM,
    choice: SAMPLE_CHOICE,
    consents: ALL_CONSENTS,
    idempotencyKey: `test-key-${randomUUID()}`,
  });
  expect(submitted.status).toBe(200);
  return ((await submitted.json()) as { reference: string }).reference;
};

interface ApplicationJson {
  readonly reference: string;
  readonly status: string;
  readonly withdrawal: {
    state: string;
    until: string | null;
    line: string | null;
    href: string | null;
  };
  readonly history: readonly { kind: string }[];
}

const applicationJson = async (reference: string): Promise<ApplicationJson> => {
  const answer = await erika.get(`/api/customer/applications/${reference}`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as ApplicationJson;
};

const handedOver = async (reference: string): Promise<void> => {
  await expect
    .poll(async () => (await applicationJson(reference)).status, { timeout: 30_000, interval: 200 })
    .toBe('handedOver');
};

interface Ledger {
  readonly withdrawals: Record<string, { reference: string; withdrawnAt: string }>;
  readonly deliveries: Record<string, number>;
}
const ledger = async (): Promise<Ledger> =>
  (await (await fetch(`${server.url}/demo-insurer/__test/ledger`)).json()) as Ledger;

beforeAll(async () => {
  server = await startTestServer({
    removeDataDir: true,
    testRoutes: true,
    clockAt: AT,
    config: (origin) => ({ publicUrl: origin, loginUrl: `${origin}/login` }),
  });
  erika = new Browser(server.url);
  max = new Browser(server.url);
  guest = new Browser(server.url);
  await registerAndReturn(erika, ERIKA);
  await registerAndReturn(max, MAX);
}, 60_000);

afterAll(async () => server.close());

describe('Widerruf', () => {
  it('offers the withdrawal on the card while the period has not begun', async () => {
    const reference = await apply();
    await handedOver(reference);
    const { withdrawal } = await applicationJson(reference);
    expect(withdrawal).toEqual({
      state: 'open',
      until: null,
      line: 'Sie können Ihren Antrag jederzeit widerrufen; die Widerrufsfrist von 30 Tagen beginnt mit dem Erhalt des Versicherungsscheins.',
      href: withdrawalPath(reference),
    });
    const area = await page(erika, '/kundenbereich');
    expect(area.text).toContain(`href="${withdrawalPath(reference)}"`);
    expect(area.text).toContain('Antrag widerrufen');
  });

  it('asks for the confirmation, then withdraws, tells the insurer once and mails the customer', async () => {
    const reference = await apply();
    await handedOver(reference);
    const form = await page(erika, withdrawalPath(reference));
    expect(form.status).toBe(200);
    expect(form.text).toMatch(/<h1[^>]*>Antrag widerrufen<\/h1>/);
    expect(form.text).toContain('data-testid="withdrawal-form"');
    expect(form.text).toContain(`Ja, ich widerrufe meinen Antrag ${reference}`);

    const unconfirmed = await erika.postForm(withdrawalPath(reference), {});
    expect(unconfirmed.status).toBe(400);
    expect(html(await unconfirmed.text())).toContain(WITHDRAWAL_MESSAGES.confirmMissing);
    expect((await applicationJson(reference)).status).toBe('handedOver');

    const posted = await erika.postForm(withdrawalPath(reference), { widerrufen: 'ja' });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(withdrawalPath(reference));
    const after = await page(erika, withdrawalPath(reference));
    expect(after.text).toContain('Widerrufen am 27.11.2026, 11:00 Uhr.');
    expect(after.text).not.toContain('data-testid="withdrawal-form"');

    // The worker tells the demo insurer, which confirms; the history keeps both.
    await expect
      .poll(async () => (await applicationJson(reference)).history.map((e) => e.kind), {
        timeout: 30_000,
        interval: 200,
      })
      .toEqual(['submitted', 'handedOver', 'withdrawn', 'withdrawalConfirmed']);
    const told = await ledger();
    expect(told.withdrawals[reference]).toEqual({
      reference,
      withdrawnAt: '2026-11-27T10:00:00.000Z',
    });
    expect(told.deliveries[`${reference}.withdrawal`]).toBe(1);
    const json = await applicationJson(reference);
    expect(json.status).toBe('withdrawn');
    expect(json.withdrawal).toMatchObject({ state: 'withdrawn', href: null });
    expect((await page(erika, withdrawalPath(reference))).text).toContain(
      'hat Ihren Widerruf bestätigt.',
    );

    await expect
      .poll(
        () =>
          outboxMails(server.dataDir).filter((mail) =>
            mail.name.startsWith(`${reference}.withdrawalMail`),
          ).length,
        { timeout: 30_000, interval: 200 },
      )
      .toBe(1);
    const mail = outboxMails(server.dataDir).find((m) =>
      m.name.startsWith(`${reference}.withdrawalMail`),
    );
    const text = (mail?.text ?? '').replace(/=\r?\n/g, '');
    expect(text).toMatch(/^Subject: .*Widerruf/m);
    expect(text).toMatch(/^To: /m);
    expect(text).toContain(`Ihre Antragsnummer: ${reference}`);
    expect(text).toContain('Bereits gezahlte Beitr');

    // A second withdrawal changes nothing.
    const again = await erika.postForm(withdrawalPath(reference), { widerrufen: 'ja' });
    expect(again.status).toBe(409);
    expect(html(await again.text())).toContain(WITHDRAWAL_MESSAGES.withdrawn);
  }, 90_000);

  it('withdraws as JSON, and shows nobody else the application', async () => {
    const reference = await apply();
    const path = `/api/customer/applications/${reference}/withdrawal`;
    const stranger = await max.postJson(path, { confirmed: true });
    expect(stranger.status).toBe(404);
    expect(((await stranger.json()) as { error: { message: string } }).error.message).toBe(
      WITHDRAWAL_MESSAGES.notFound,
    );
    expect((await page(max, withdrawalPath(reference))).status).toBe(404);
    expect((await guest.postJson(path, { confirmed: true })).status).toBe(401);
    expect((await erika.postJson(path, { confirmed: 'yes' })).status).toBe(400);
    const unconfirmed = await erika.postJson(path, { confirmed: false });
    expect(unconfirmed.status).toBe(400);
    const done = await erika.postJson(path, { confirmed: true });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ state: 'withdrawn', href: null });
    expect((await applicationJson(reference)).status).toBe('withdrawn');
    expect((await erika.postJson(path, { confirmed: true })).status).toBe(409);
  });
});
