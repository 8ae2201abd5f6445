import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../support/api-call';
import { PUBLIC_ORIGIN, startTestServer, type TestServer } from '../../support/test-server';
import { ensureCliBuilt } from '../cli-build';
import { renteAgainst } from '../rente-process';

const ADMIN_TOKEN = 'admin-token-with-at-least-thirty-two-characters';
let server: TestServer;

beforeAll(async () => {
  ensureCliBuilt();
  server = await startTestServer({
    removeDataDir: true,
    clockAt: Temporal.Instant.from('2026-11-26T13:00:00Z'),
    config: { adminToken: ADMIN_TOKEN },
  });
  const held = await call(server, 'POST', '/api/consulting/holds', {
    headers: { origin: PUBLIC_ORIGIN },
    json: { start: '2026-11-27T08:30:00Z' },
  });
  const booked = await call(server, 'POST', '/api/consulting/appointments', {
    headers: { origin: PUBLIC_ORIGIN },
    json: {
      holdId: (held.json as { hold: { id: string } }).hold.id,
      origin: 'results',
      name: 'Jürgen Müßig',
      phoneNumber: '0171 1234567',
      email: 'juergen@example.org',
      topic: 'Sofortrente',
    },
  });
  expect(booked.status).toBe(201);
  const callback = await call(server, 'POST', '/api/consulting/callbacks', {
    headers: { origin: PUBLIC_ORIGIN },
    json: {
      origin: 'results',
      name: 'Erika Mustermann',
      phoneNumber: '0172 5550123',
      preferredTime: 'evening',
      topic: 'Riester-Rente',
      product: 'riester',
      dataProtection: true,
    },
  });
  expect(callback.status).toBe(201);
}, 120_000);
afterAll(async () => server.close());

const rente = renteAgainst(() => server.url, ADMIN_TOKEN);

describe('rente slots', () => {
  it('lists a workday’s half hours from the demo team’s shifts, in Berlin time', async () => {
    const shown = await rente(['slots', '--date', '27.11.2026', '--state', 'by']);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/08:00\s+08:30\s+Anna Becker \(Demo\)/);
    const json = JSON.parse((await rente(['slots', '--date', '2026-11-27', '--json'])).stdout);
    expect(json.slots).toHaveLength(24);
    expect(json.slots[0]).toMatchObject({ from: '08:00', start: '2026-11-27T07:00:00Z' });
  });

  it('offers nothing on a weekend or a holiday of the consultant’s state', async () => {
    const saturday = await rente(['slots', '--date', '2026-11-28']);
    expect(saturday.stdout.trim()).toBe('Keine Beratungstermine am 28.11.2026.');
    // 6 January (Heilige Drei Könige) is a holiday in Bavaria.
    const epiphany = await rente(['slots', '--date', '2027-01-06', '--state', 'by', '--json']);
    expect(JSON.parse(epiphany.stdout).slots).toEqual([]);
    expect((await rente(['slots', '--date', 'morgen'])).code).toBe(1);
  });
});

describe('rente appointments and rente inquiry', () => {
  it('lists a day’s appointments through the admin API', async () => {
    const listed = await rente(['appointments', 'list', '--date', '2026-11-27']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('Jürgen Müßig');
    expect(listed.stdout).toContain('appointmentBooking');
    // Berlin time for support staff: 08:30Z in November is 09:30 in Berlin.
    expect(listed.stdout).toContain('27.11.2026 09:30');
    expect(listed.stdout).toContain('gebucht');
    const json = JSON.parse(
      (await rente(['appointments', 'list', '--date', '2026-11-27', '--json'])).stdout,
    );
    expect(json.appointments).toMatchObject([{ slotStart: '2026-11-27T08:30:00.000Z' }]);
    const none = await rente(['appointments', 'list', '--date', '2026-11-30']);
    expect(none.stdout.trim()).toBe('Keine Termine an diesem Tag.');
  });

  it('finds an inquiry by phone however it is written', async () => {
    const found = await rente(['inquiry', 'find', '--phone', '+49 (0)171 123-4567', '--json']);
    expect(JSON.parse(found.stdout)).toMatchObject({
      appointments: [{ name: 'Jürgen Müßig' }],
      callbackRequests: [],
    });
    const table = await rente(['inquiry', 'find', '--phone', '0171 1234567']);
    expect(table.stdout).toContain('Termine:');
    const none = await rente(['inquiry', 'find', '--phone', '0171 7654321']);
    expect(none.stdout.trim()).toBe('Keine Anfragen zu dieser Telefonnummer gefunden.');
    const wrongToken = await rente(['inquiry', 'find', '--phone', '0171 1234567'], {
      RENTE_ADMIN_TOKEN: 'wrong-token-wrong-token-wrong-token',
    });
    expect(wrongToken).toMatchObject({
      code: 1,
      stderr: 'Für diese Anfrage ist ein gültiges Admin-Token nötig.\n',
    });
    expect((await rente(['inquiry', 'find', '--phone', '+49'])).code).toBe(1);
  });

  it('shows a callback request with its own source, not an appointment’s', async () => {
    const table = await rente(['inquiry', 'find', '--phone', '0172 5550123']);
    expect(table.code).toBe(0);
    expect(table.stdout).toContain('Rückrufwünsche:');
    expect(table.stdout).toMatch(/Erika Mustermann.*Riester-Rente\s+callbackRequest/);
    expect(table.stdout).not.toContain('appointmentBooking');
  });
});
