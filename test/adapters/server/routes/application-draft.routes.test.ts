import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_CHILD_INPUT, FAMILY_CHILDREN } from '../../../fixtures/application/riester-family';
import {
  VALID_APPLICATION_INPUT,
  VALID_RIESTER_INPUT,
} from '../../../fixtures/application-form-input';
import { call, cookieValue } from '../../../support/api-call';
import { PUBLIC_ORIGIN, startTestServer, type TestServer } from '../../../support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ removeDataDir: true });
});
afterAll(async () => {
  await server.close();
});

const post = (path: string, json: unknown, cookie?: string) =>
  call(server, 'POST', path, {
    json,
    headers: { origin: PUBLIC_ORIGIN, ...(cookie === undefined ? {} : { cookie }) },
  });

const countRows = (table: 'application_drafts' | 'callback_requests'): number =>
  server.database.statement<[], { n: number }>(`select count(*) as n from ${table}`).get()?.n ?? -1;

describe('POST /api/application/personal-data', () => {
  it('answers 400 with every field’s German message and stores nothing', async () => {
    const before = countRows('application_drafts');
    const answer = await post('/api/application/personal-data', {
      product: 'schicht3',
      fields: {
        ...VALID_APPLICATION_INPUT,
        taxId: '86095742718',
        iban: 'DE89370400440532013001',
        postalCode: '1011',
        birthday: '1950-01-01',
        firstName: 'x'.repeat(10_000),
        lastName: '<img src=x onerror=alert(1)>',
        city: '',
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      error: {
        kind: 'application/invalid',
        message: expect.stringContaining('Bitte prüfen Sie Ihre Angaben'),
        fields: {
          taxId:
            'Die Prüfziffer der Steuer-Identifikationsnummer stimmt nicht. Bitte prüfen Sie Ihre Eingabe.',
          iban: 'Die Prüfziffern der IBAN stimmen nicht. Bitte prüfen Sie Ihre Eingabe.',
          postalCode: 'Die Postleitzahl besteht aus genau 5 Ziffern.',
          birthday: 'Das Höchstalter beträgt 62 Jahre',
          firstName: 'Der Vorname darf höchstens 50 Zeichen lang sein.',
          lastName:
            'Der Nachname darf nur Buchstaben, Leerzeichen, Bindestrich, Punkt und Apostroph enthalten.',
          city: 'Bitte geben Sie Ihren Wohnort an.',
        },
      },
    });
    expect(countRows('application_drafts')).toBe(before);
  });

  it('answers 400 for an unknown field or product (schema) and stores nothing', async () => {
    const before = countRows('application_drafts');
    const unknownField = await post('/api/application/personal-data', {
      product: 'schicht3',
      fields: { ...VALID_APPLICATION_INPUT, isAdmin: 'true' },
    });
    expect(unknownField.status).toBe(400);
    const unknownProduct = await post('/api/application/personal-data', {
      product: 'bav',
      fields: VALID_APPLICATION_INPUT,
    });
    expect(unknownProduct.status).toBe(400);
    expect(countRows('application_drafts')).toBe(before);
  });

  it('stores a valid draft for the visitor, who reads it back; a stranger reads nothing', async () => {
    const saved = await post('/api/application/personal-data', {
      product: 'riester',
      fields: VALID_RIESTER_INPUT,
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      draft: { product: 'riester', form: { taxId: '86095742719', iban: 'DE89370400440532013000' } },
    });
    const visitor = cookieValue(saved, 'rk_visitor');
    expect(visitor).toBeDefined();
    const mine = await call(server, 'GET', '/api/application/personal-data', {
      headers: { cookie: `rk_visitor=${visitor}` },
    });
    expect(mine.json).toMatchObject({
      draft: {
        product: 'riester',
        form: {
          personal: { lastName: "Müller-Lüdenscheidt O'Neil" },
          riesterAllowance: { socialSecurityNumber: '65170886M004', permanentApplication: true },
        },
      },
    });

    const stranger = await post('/api/application/personal-data', {
      product: 'schicht3',
      fields: { ...VALID_APPLICATION_INPUT, firstName: 'Erika' },
    });
    const strangerCookie = `rk_visitor=${cookieValue(stranger, 'rk_visitor')}`;
    const theirs = await call(server, 'GET', '/api/application/personal-data', {
      headers: { cookie: strangerCookie },
    });
    expect(theirs.json).toMatchObject({ draft: { form: { personal: { firstName: 'Erika' } } } });

    const nobody = await call(server, 'GET', '/api/application/personal-data');
    expect(nobody.json).toEqual({ draft: null });
    // A forged (unsigned) visitor id counts as no visitor.
    const forged = await call(server, 'GET', '/api/application/personal-data', {
      headers: { cookie: `rk_visitor=${String(visitor).split('.')[0]}` },
    });
    expect(forged.json).toEqual({ draft: null });
  });

  it('keeps a Riester family’s two children in the draft; a wrong child answers at its field', async () => {
    const saved = await post('/api/application/personal-data', {
      product: 'riester',
      fields: { ...VALID_RIESTER_INPUT, ...FAMILY_CHILD_INPUT },
    });
    expect(saved.status).toBe(200);
    const cookie = `rk_visitor=${String(cookieValue(saved, 'rk_visitor'))}`;
    const mine = await call(server, 'GET', '/api/application/personal-data', {
      headers: { cookie },
    });
    expect(mine.json).toMatchObject({
      draft: { product: 'riester', form: { riesterAllowance: { children: FAMILY_CHILDREN } } },
    });

    const before = countRows('application_drafts');
    const wrong = await post('/api/application/personal-data', {
      product: 'riester',
      fields: {
        ...VALID_RIESTER_INPUT,
        ...FAMILY_CHILD_INPUT,
        'children.1.birthDate': '31.12.1949',
        'children.1.kindergeldRecipient': 'Oma',
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({
      error: {
        kind: 'application/invalid',
        fields: {
          'children.1.birthDate':
            'Das Geburtsdatum des Kindes darf nicht vor dem 01.01.1950 liegen.',
          'children.1.kindergeldRecipient':
            'Bitte wählen Sie, wer das Kindergeld für dieses Kind erhält.',
        },
      },
    });
    // An eleventh child is no field of the form: the schema refuses it.
    const eleventh = await post('/api/application/personal-data', {
      product: 'riester',
      fields: { ...VALID_RIESTER_INPUT, 'children.10.firstName': 'Elf' },
    });
    expect(eleventh.status).toBe(400);
    expect(countRows('application_drafts')).toBe(before);
  });

  it('refuses online signing for a PEP or a risk country with 422, stores no draft', async () => {
    const before = countRows('application_drafts');
    const answer = await post('/api/application/personal-data', {
      product: 'schicht3',
      fields: {
        ...VALID_APPLICATION_INPUT,
        nationality: 'IR',
        residencePermit: 'unbeschränkte',
        politicallyExposed: 'ja',
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({
      error: {
        kind: 'application/risk',
        message: expect.stringContaining('§ 15 GwG'),
        reasons: [{ kind: 'risk/nationality' }, { kind: 'risk/politically-exposed' }],
      },
    });
    expect(countRows('application_drafts')).toBe(before);
  });

  it('keeps the risk stop for the consultants without a click, once, and „Beratung anfragen“ answers it', async () => {
    const fields = { ...VALID_APPLICATION_INPUT, ...VALID_RIESTER_INPUT, politicallyExposed: 'ja' };
    const first = await post('/api/application/personal-data', {
      product: 'riester',
      tariffId: 'demo-2',
      fields,
    });
    expect(first.status).toBe(422);
    const cookie = `rk_visitor=${String(cookieValue(first, 'rk_visitor'))}`;
    const ownerKey = `visitor:${String(cookieValue(first, 'rk_visitor')).split('.')[0]}`;
    const kept = await server.deps.callbackRequests?.byOwner(ownerKey);
    expect(kept).toMatchObject([
      {
        source: 'onlineContractService',
        product: 'riester',
        tariffId: 'demo-2',
        reasons: ['risk/politically-exposed'],
      },
    ]);
    // The same stop again (a reload, a second try): still the one case.
    const again = await post(
      '/api/application/personal-data',
      { product: 'riester', tariffId: 'demo-2', fields },
      cookie,
    );
    expect(again.status).toBe(422);
    expect(await server.deps.callbackRequests?.byOwner(ownerKey)).toHaveLength(1);
    // „Beratung anfragen“ afterwards answers the case kept.
    const asked = await post(
      '/api/application/callback-request',
      { product: 'riester', tariffId: 'demo-2', fields },
      cookie,
    );
    expect(asked.status).toBe(201);
    expect(asked.json).toMatchObject({ id: kept?.[0]?.id, source: 'onlineContractService' });
    expect(await server.deps.callbackRequests?.byOwner(ownerKey)).toHaveLength(1);
  });

  it('refuses a cross-site post (CSRF) with 403', async () => {
    const answer = await call(server, 'POST', '/api/application/personal-data', {
      json: { product: 'schicht3', fields: VALID_APPLICATION_INPUT },
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.status).toBe(403);
  });
});

describe('POST /api/application/callback-request', () => {
  it('stores a callback request with source onlineContractService and the risk reasons', async () => {
    const answer = await post('/api/application/callback-request', {
      product: 'ruerup',
      tariffId: 'demo-1',
      fields: { ...VALID_APPLICATION_INPUT, countryOfResidence: 'KP' },
    });
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({ source: 'onlineContractService' });
    const stored = await server.deps.callbackRequests?.byOwner(
      `visitor:${String(cookieValue(answer, 'rk_visitor')).split('.')[0]}`,
    );
    expect(stored).toMatchObject([
      {
        source: 'onlineContractService',
        product: 'ruerup',
        tariffId: 'demo-1',
        lastName: "Müller-Lüdenscheidt O'Neil",
        reasons: ['risk/residence'],
      },
    ]);
  });

  it('answers 400 for an invalid form and stores nothing', async () => {
    const before = countRows('callback_requests');
    const answer = await post('/api/application/callback-request', {
      product: 'schicht3',
      fields: { ...VALID_APPLICATION_INPUT, phoneNumber: '' },
    });
    expect(answer.status).toBe(400);
    expect(countRows('callback_requests')).toBe(before);
  });
});
