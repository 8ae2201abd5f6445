import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../support/api-call';
import { PUBLIC_ORIGIN, startTestServer, type TestServer } from '../../../support/test-server';

const TOKEN = 'admin-token-with-at-least-thirty-two-chars';
const AUTH = { authorization: `Bearer ${TOKEN}` };
const ORIGIN = { origin: PUBLIC_ORIGIN };

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    clockAt: Temporal.Instant.from('2026-11-26T13:00:00Z'),
    config: { adminToken: TOKEN },
    removeDataDir: true,
  });
  const start = Temporal.Instant.from('2026-11-27T09:00:00Z').toString();
  const held = await call(server, 'POST', '/api/consulting/holds', {
    headers: ORIGIN,
    json: { start },
  });
  const { hold } = held.json as { hold: { id: string } };
  const booked = await call(server, 'POST', '/api/consulting/appointments', {
    headers: ORIGIN,
    json: {
      holdId: hold.id,
      origin: 'thankyou',
      name: 'Erika Mustermann',
      phoneNumber: '+49 171 1234567',
      email: 'erika@example.org',
      topic: 'Rürup-Rente',
    },
  });
  expect(booked.status).toBe(201);
  await server.deps.callbackRequests?.add({
    id: 'cb-1',
    source: 'onlineContractService',
    ownerKey: 'visitor:x',
    product: 'riester',
    tariffId: null,
    firstName: 'Erika',
    lastName: 'Mustermann',
    email: 'erika@example.org',
    phoneNumber: '0171/123 45 67',
    reasons: [],
    createdAt: '2026-11-26T12:00:00.000Z',
  });
  await server.deps.callbackRequests?.add({
    id: 'cb-2',
    source: 'callbackRequest',
    ownerKey: 'visitor:y',
    product: 'riester',
    tariffId: null,
    firstName: 'Max',
    lastName: 'Muster',
    email: 'max@example.org',
    phoneNumber: '0171 12345678',
    reasons: [],
    createdAt: '2026-11-26T12:30:00.000Z',
  });
});
afterAll(async () => {
  await server.close();
});

describe('admin API of consulting', () => {
  it('needs the admin token', async () => {
    const answer = await call(server, 'GET', '/api/admin/appointments?date=2026-11-27');
    expect(answer.status).toBe(401);
    expect(answer.headers['www-authenticate']).toBe('Bearer');
  });

  it('lists a Berlin day’s appointments with the consultant’s demo name and the source', async () => {
    const answer = await call(server, 'GET', '/api/admin/appointments?date=2026-11-27', {
      headers: AUTH,
    });
    expect(answer.status).toBe(200);
    const { appointments } = answer.json as { appointments: Record<string, unknown>[] };
    expect(appointments).toHaveLength(1);
    expect(appointments[0]).toMatchObject({
      slotStart: '2026-11-27T09:00:00.000Z',
      status: 'booked',
      source: 'customerFollowUpProcess',
      consultant: expect.stringContaining('(Demo)'),
    });
    expect(appointments[0]).not.toHaveProperty('ownerKey');
    const other = await call(server, 'GET', '/api/admin/appointments?date=2026-11-26', {
      headers: AUTH,
    });
    expect(other.json).toMatchObject({ appointments: [] });
    const wrong = await call(server, 'GET', '/api/admin/appointments?date=27.11.2026', {
      headers: AUTH,
    });
    expect(wrong.status).toBe(400);
  });

  it('finds callback requests and appointments by phone however it was written (SPEC §5)', async () => {
    const answer = await call(
      server,
      'GET',
      `/api/admin/inquiries?phone=${encodeURIComponent('0171 1234567')}`,
      { headers: AUTH },
    );
    expect(answer.status).toBe(200);
    const found = answer.json as {
      callbackRequests: { id: string; source: string }[];
      appointments: { phoneNumber: string }[];
    };
    // 0171 12345678 is another number: the full-match pattern does not find it.
    expect(found.callbackRequests.map((r) => [r.id, r.source])).toEqual([
      ['cb-1', 'onlineContractService'],
    ]);
    expect(found.appointments).toHaveLength(1);
  });

  it('shows support each callback request’s own source', async () => {
    const answer = await call(
      server,
      'GET',
      `/api/admin/inquiries?phone=${encodeURIComponent('0171 12345678')}`,
      { headers: AUTH },
    );
    expect(answer.json).toMatchObject({
      callbackRequests: [{ id: 'cb-2', source: 'callbackRequest' }],
      appointments: [],
    });
  });

  it('answers 400 with the German message when the phone has no digits', async () => {
    const answer = await call(server, 'GET', '/api/admin/inquiries?phone=%2B49', {
      headers: AUTH,
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      error: { message: 'Die Telefonnummer enthält nach der Ländervorwahl keine Ziffern.' },
    });
  });
});
