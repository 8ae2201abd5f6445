import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoInsurerLedger } from '../../../../adapters/server/routes/demo-insurer.plugin';
import {
  FAMILY_CHILDREN,
  RIESTER_FAMILY_CHOICE,
  RIESTER_FAMILY_FORM,
} from '../../../fixtures/application/riester-family';
import { SAMPLE_FORM } from '../../../fixtures/application/sample-application';
import { call } from '../../../support/api-call';
import { quotedPrintableText } from '../../../support/mail-outbox';
import { pdfText } from '../../../support/pdf-text';
import { startTestServer, type TestServer } from '../../../support/test-server';
import { formNamed, newKey, submit, visitorCookieOf } from './application-kit';

const ledger = new DemoInsurerLedger();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ removeDataDir: true, build: { demoInsurerLedger: ledger } });
});
afterAll(async () => server.close());

const statusOf = async (reference: string, cookie: string): Promise<unknown> =>
  (await call(server, 'GET', `/api/applications/${reference}`, { headers: { cookie } })).json;

const countRows = async (): Promise<number> =>
  (await server.database.db.selectFrom('applications').select('reference').execute()).length;

describe('POST /api/applications', () => {
  it('stores once per idempotency key, hands over once and answers the owner', async () => {
    const key = newKey();
    const first = await submit(server, { key });
    expect(first.status).toBe(200);
    const { reference, status } = first.json as { reference: string; status: string };
    expect(reference).toMatch(/^RK-2026-[0-9A-Z]{8}$/);
    expect(status).toBe('stored');
    const cookie = visitorCookieOf(first);
    // A double click or a reload of the POST: the same answer, nothing new stored.
    const again = await Promise.all([
      submit(server, { key, cookie }),
      submit(server, { key, cookie }),
    ]);
    for (const answer of again) expect(answer.json).toMatchObject({ reference });
    const before = await countRows();
    await submit(server, { key, cookie });
    expect(await countRows()).toBe(before);

    await expect
      .poll(() => statusOf(reference, cookie), { timeout: 20_000 })
      .toMatchObject({ status: 'handedOver' });
    expect(ledger.deliveries.get(reference)).toBe(1);
    const view = (
      await call(server, 'GET', `/api/applications/${reference}`, { headers: { cookie } })
    ).json as { documents: { id: string; fileName: string; size: string; sizeBytes: number }[] };
    expect(view.documents.map((d) => d.id)).toEqual([
      'antrag',
      'produktinformationsblatt',
      'versicherungsbedingungen',
      'kosteninformation',
    ]);
    // SPEC §9: prefix, initials (first two letters of the first name, first of the last), date.
    expect(view.documents[0]).toMatchObject({ fileName: `Antrag_JüM20260315_${reference}.pdf` });
    // Listed, not made: the documents are made when one is first opened, then with sizes.
    expect(view.documents.map((d) => d.size)).toEqual([null, null, null, null]);
    const pdf = await fetch(`${server.url}/application/${reference}/documents/antrag`, {
      headers: { cookie },
    });
    const bytes = (await pdf.arrayBuffer()).byteLength;
    const after = (
      await call(server, 'GET', `/api/applications/${reference}`, { headers: { cookie } })
    ).json as { documents: { size: string; sizeBytes: number }[] };
    expect(after.documents[0]).toMatchObject({
      sizeBytes: bytes,
      size: expect.stringMatching(/^\d+ KB$/),
    });
    expect(after.documents.every((d) => d.size !== null)).toBe(true);
  });

  it('lets only the owner download the documents, whose text holds the customer and the tariff', async () => {
    const first = await submit(server);
    const { reference } = first.json as { reference: string };
    const cookie = visitorCookieOf(first);
    const pdf = await fetch(`${server.url}/application/${reference}/documents/antrag`, {
      headers: { cookie },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''Antrag_J%C3%BCM20260315_${reference}.pdf`,
    );
    // A second application of the same person on the same day: its own file name.
    const second = await submit(server);
    const other = (second.json as { reference: string }).reference;
    expect(other).not.toBe(reference);
    const otherPdf = await fetch(`${server.url}/application/${other}/documents/antrag`, {
      headers: { cookie: visitorCookieOf(second) },
    });
    expect(otherPdf.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''Antrag_J%C3%BCM20260315_${other}.pdf`,
    );
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Jürgen Müßig-Özdemir');
    expect(text).toContain('Privatrente Invest ETF');
    expect(text).toContain('Nordlicht Leben');
    expect(text).toContain('150,00 € monatlich');
    expect(text).toContain('DE89 3704 0044 0532 0130 00');
    expect(text).toContain(reference);

    const costs = await fetch(
      `${server.url}/application/${reference}/documents/kosteninformation`,
      {
        headers: { cookie },
      },
    );
    expect(await pdfText(new Uint8Array(await costs.arrayBuffer()))).toMatch(
      /Effektivkosten \(Renditeminderung\) \d,\d\d %/,
    );

    // A stranger: no cookie, another visitor's cookie, a guessed reference — all 404.
    const stranger = visitorCookieOf(await submit(server));
    for (const headers of [{}, { cookie: stranger }] as Record<string, string>[]) {
      expect(
        (await call(server, 'GET', `/api/applications/${reference}`, { headers })).status,
      ).toBe(404);
      expect(
        (await call(server, 'GET', `/application/${reference}/documents/antrag`, { headers }))
          .status,
      ).toBe(404);
    }
    const guessed = reference.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(
      (await call(server, 'GET', `/api/applications/${guessed}`, { headers: { cookie } })).status,
    ).toBe(404);
    expect(
      (
        await call(server, 'GET', `/application/${reference}/documents/unknown`, {
          headers: { cookie },
        })
      ).status,
    ).toBe(404);
  });

  it('stores a Riester family’s children whole and names them in the Antrag (issue 29, finding 6)', async () => {
    const first = await submit(server, {
      form: RIESTER_FAMILY_FORM,
      choice: RIESTER_FAMILY_CHOICE,
    });
    expect(first.status).toBe(200);
    const { reference } = first.json as { reference: string };
    const row = await server.database.db
      .selectFrom('applications')
      .select('form')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    const stored = JSON.parse(String(row.form)) as typeof RIESTER_FAMILY_FORM;
    expect(stored.riesterAllowance?.children).toEqual(FAMILY_CHILDREN);

    const pdf = await fetch(`${server.url}/application/${reference}/documents/antrag`, {
      headers: { cookie: visitorCookieOf(first) },
    });
    expect(pdf.status).toBe(200);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Kind 1 Lena Müßig-Özdemir, geboren am 03.05.2012');
    expect(text).toContain('Kind 2 Jonas Müßig-Özdemir, geboren am 21.12.2004');
    expect(text).toContain('Kinderzulage insgesamt 485,00 € im Jahr');

    // A child the check refuses (born in the future) is refused at the submission too.
    const allowance = RIESTER_FAMILY_FORM.riesterAllowance;
    if (allowance === null) throw new Error('a Riester form');
    const future = await submit(server, {
      form: {
        ...RIESTER_FAMILY_FORM,
        riesterAllowance: {
          ...allowance,
          children: [{ ...FAMILY_CHILDREN[0], birthDate: '2099-01-01' }],
        },
      },
      choice: RIESTER_FAMILY_CHOICE,
    });
    expect(future.status).toBe(400);
    expect(JSON.stringify(future.json)).toContain(
      'Das Geburtsdatum des Kindes darf nicht in der Zukunft liegen.',
    );
  });

  it('writes the confirmation mail naming the four documents to DATA_DIR/outbox, none made for it', async () => {
    const { reference } = (await submit(server)).json as { reference: string };
    const file = path.join(server.dataDir, 'outbox', `${reference}.confirmationMail.eml`);
    await expect.poll(() => fs.existsSync(file), { timeout: 20_000 }).toBe(true);
    const mail = fs.readFileSync(file, 'utf8');
    expect(mail).toContain('To: juergen.muessig@example.de');
    expect(mail).toMatch(/Subject: .*Ihr Antrag/);
    expect(mail).toContain(reference);
    // The text names every document and where it is; no PDF attached, none made for the mail.
    expect(mail).not.toMatch(/Content-Type: application\/pdf/);
    const text = quotedPrintableText(mail);
    expect(text).toContain(
      'Ihre Unterlagen (Ihr Antrag, Produktinformationsblatt, Allgemeine Versicherungsbedingungen, Kosteninformation) finden Sie jederzeit als PDF über den Link unten.',
    );
    const made = await server.database.db
      .selectFrom('application_documents')
      .select('id')
      .where('reference', '=', reference)
      .execute();
    expect(made).toEqual([]);
  });

  it('refuses missing consents, overlong and HTML names with the field message, storing nothing', async () => {
    const before = await countRows();
    const noConsent = await submit(server, { consents: { adviceWaiver: false } });
    expect(noConsent.status).toBe(400);
    expect(noConsent.json).toMatchObject({
      error: {
        kind: 'application/invalid',
        fields: { adviceWaiver: 'Bitte bestätigen Sie den Beratungsverzicht (§ 61 Abs. 2 VVG).' },
      },
    });
    const long = await submit(server, { form: formNamed('M'.repeat(10_000)) });
    expect(long.status).toBe(400);
    expect(long.json).toMatchObject({
      error: { fields: { lastName: 'Der Nachname darf höchstens 50 Zeichen lang sein.' } },
    });
    const html = await submit(server, { form: formNamed('<script>alert(1)</script>') });
    expect(html.json).toMatchObject({
      error: {
        fields: {
          lastName:
            'Der Nachname darf nur Buchstaben, Leerzeichen, Bindestrich, Punkt und Apostroph enthalten.',
        },
      },
    });
    const empty = await submit(server, { form: { ...SAMPLE_FORM, iban: '' } });
    expect(empty.json).toMatchObject({
      error: { fields: { iban: 'Bitte geben Sie Ihre IBAN an.' } },
    });
    const shape = await call(server, 'POST', '/api/applications', {
      headers: { origin: 'http://portal.test' },
      json: { form: {}, choice: {}, consents: {}, idempotencyKey: 'x' },
    });
    expect(shape.status).toBe(400);
    expect(await countRows()).toBe(before);
  });

  it('marks an application the demo insurer declines', async () => {
    const first = await submit(server, { form: formNamed('Ablehnung') });
    const { reference } = first.json as { reference: string };
    await expect
      .poll(() => statusOf(reference, visitorCookieOf(first)))
      .toMatchObject({ status: 'declined' });
  });

  it('refuses a foreign origin (CSRF)', async () => {
    const answer = await call(server, 'POST', '/api/applications', {
      headers: { origin: 'https://evil.example' },
      json: {},
    });
    expect(answer.status).toBe(403);
  });
});
