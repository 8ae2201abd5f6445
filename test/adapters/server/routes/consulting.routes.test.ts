import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiAnswer, call } from '../../../support/api-call';
import { outboxMails } from '../../../support/mail-outbox';
import { PUBLIC_ORIGIN, startTestServer, type TestServer } from '../../../support/test-server';

const ORIGIN = { origin: PUBLIC_ORIGIN };
const at = (wall: string): string =>
  Temporal.PlainDateTime.from(wall).toZonedDateTime('Europe/Berlin').toInstant().toString();

const contact = {
  name: 'Erika Mustermann',
  phoneNumber: '0171 1234567',
  email: 'erika@example.org',
  topic: 'Riester-Rente',
};

let server: TestServer;

beforeAll(async () => {
  // Thursday 26 November 2026, 14:00 in Berlin.
  server = await startTestServer({
    clockAt: Temporal.Instant.from('2026-11-26T13:00:00Z'),
    removeDataDir: true,
  });
});
afterAll(async () => {
  await server.close();
});

const hold = (start: string): Promise<ApiAnswer> =>
  call(server, 'POST', '/api/consulting/holds', { headers: ORIGIN, json: { start } });

const book = (holdId: string, extra: Record<string, string> = {}): Promise<ApiAnswer> =>
  call(server, 'POST', '/api/consulting/appointments', {
    headers: ORIGIN,
    json: { holdId, origin: 'tariff', ...contact, product: 'ruerup', ...extra },
  });

const holdIdOf = (answer: ApiAnswer): string => (answer.json as { hold: { id: string } }).hold.id;

describe('GET /api/consulting/slots', () => {
  it('lists the day’s half hours in Berlin time, from 8:00 to 20:00', async () => {
    const answer = await call(server, 'GET', '/api/consulting/slots?date=2026-11-27');
    expect(answer.status).toBe(200);
    const { slots } = answer.json as { slots: { from: string; to: string; start: string }[] };
    expect(slots[0]).toMatchObject({ from: '08:00', to: '08:30', start: '2026-11-27T07:00:00Z' });
    expect(slots.at(-1)).toMatchObject({ from: '19:30', to: '20:00' });
    expect(slots).toHaveLength(24);
  });

  it('narrows to one federal state, and offers nothing on a weekend', async () => {
    const bavaria = await call(server, 'GET', '/api/consulting/slots?date=2026-11-27&state=by');
    expect((bavaria.json as { slots: unknown[] }).slots).toHaveLength(16);
    const saturday = await call(server, 'GET', '/api/consulting/slots?date=2026-11-28');
    expect(saturday.json).toEqual({ date: '2026-11-28', slots: [] });
  });

  it('answers 400 with a German message for a wrong date or state', async () => {
    for (const query of ['date=2026-02-30', 'date=morgen', 'date=2026-11-27&state=xx', '']) {
      const answer = await call(server, 'GET', `/api/consulting/slots?${query}`);
      expect(answer.status, query).toBe(400);
      expect((answer.json as { error: { message: string } }).error.message).toMatch(
        /Datum|Bundesland|Das Feld „date“ fehlt/,
      );
    }
  });

  it('keeps to the project’s date range and the booking horizon (1500-01-01 was a 500)', async () => {
    const errorOf = (answer: ApiAnswer) =>
      (answer.json as { error: { kind: string; message: string } }).error;
    const early = await call(server, 'GET', '/api/consulting/slots?date=1500-01-01');
    expect(early.status).toBe(400);
    expect(errorOf(early)).toEqual({
      kind: 'date/out-of-range',
      message: 'Das Datum muss zwischen dem 01.01.1583 und dem 31.12.9999 liegen.',
    });
    // The server's today is 26.11.2026: half a year ahead is the last bookable day.
    const last = await call(server, 'GET', '/api/consulting/slots?date=2027-05-26');
    expect(last.status).toBe(200);
    expect((last.json as { slots: unknown[] }).slots.length).toBeGreaterThan(0);
    for (const date of ['2027-05-27', '9999-12-31']) {
      const far = await call(server, 'GET', `/api/consulting/slots?date=${date}`);
      expect(far.status, date).toBe(400);
      expect(errorOf(far)).toEqual({
        kind: 'consulting/horizon',
        message:
          'Beratungstermine können Sie bis zu sechs Monate im Voraus buchen. Bitte wählen Sie einen früheren Tag.',
      });
    }
    const held = await hold(at('9999-12-31T10:00'));
    expect(held.status).toBe(400);
    expect(errorOf(held).kind).toBe('consulting/horizon');
  });
});

describe('booking and cancelling', () => {
  it('holds, books with the page’s SPEC §3 source, and cancels through the signed link', async () => {
    const held = await hold(at('2026-11-27T10:00'));
    expect(held.status).toBe(201);
    const booked = await book(holdIdOf(held));
    expect(booked.status).toBe(201);
    const { appointment, cancelPath } = booked.json as {
      appointment: { id: string; source: string; from: string; date: string; consultant: string };
      cancelPath: string;
    };
    // The confirmation mail went into the outbox with the booking; the worker sends it within a
    // second. Without SMTP_URL it is a .eml file in DATA_DIR/outbox, with the calendar file.
    const emlOf = () =>
      outboxMails(server.dataDir).find((mail) => mail.name.includes(appointment.id));
    await expect.poll(emlOf, { timeout: 15_000 }).toBeDefined();
    const eml = emlOf();
    const text = eml?.text ?? '';
    expect(text).toContain('termin.ics');
    expect(text).toContain('text/calendar');
    expect(appointment).toMatchObject({
      source: 'appointmentBooking',
      from: '10:00',
      date: '2026-11-27',
      consultant: expect.stringContaining('(Demo)'),
    });

    const forged = await call(
      server,
      'POST',
      `/api/consulting/appointments/${appointment.id}/cancel?sig=forged`,
      { headers: ORIGIN },
    );
    expect(forged.status).toBe(404);
    const cancelled = await call(server, 'POST', cancelPath, { headers: ORIGIN });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ appointment: { status: 'cancelled' } });
    const again = await call(server, 'POST', cancelPath, { headers: ORIGIN });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({
      error: { message: 'Dieser Termin wurde bereits abgesagt.' },
    });
  });

  it('answers 400 with the field and its German message for a wrong contact', async () => {
    const held = await hold(at('2026-11-27T11:00'));
    const answer = await book(holdIdOf(held), { phoneNumber: '12' });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      error: {
        kind: 'consulting/contact',
        field: 'phoneNumber',
        fields: { phoneNumber: expect.stringContaining('Telefonnummer') },
      },
    });
  });

  it('answers 409 with the SPEC §3 reason for an unknown hold or a time off the grid', async () => {
    expect((await book('no-such-hold')).json).toMatchObject({
      error: {
        reason: 'appointmentBookingIsTimedOut',
        message:
          'Die Zeit für die Terminbuchung ist abgelaufen. Bitte wählen Sie erneut einen Termin.',
      },
    });
    const offGrid = await hold(at('2026-11-27T10:15'));
    expect(offGrid.status).toBe(409);
    expect(offGrid.json).toMatchObject({ error: { reason: 'noAvailableConsultants' } });
  });

  it('answers 400 for a start at the ends of Temporal’s range (the fuzz run found a 500)', async () => {
    for (const start of [
      '+275760-09-13T00:00:00Z',
      '-271821-04-20T00:00:00Z',
      '+010000-01-01T00:00:00Z',
    ]) {
      const answer = await hold(start);
      expect(answer.status, start).toBe(400);
      expect(answer.json).toMatchObject({ error: { kind: 'consulting/start' } });
    }
  });

  it('refuses a booking from a foreign origin (CSRF)', async () => {
    const answer = await call(server, 'POST', '/api/consulting/holds', {
      headers: { origin: 'https://evil.example' },
      json: { start: at('2026-11-27T12:00') },
    });
    expect(answer.status).toBe(403);
  });
});

describe('„Rückruf statt Termin“: a callback request', () => {
  it('stores it with its own callback source (never an appointment source), and checks the contact', async () => {
    const answer = await call(server, 'POST', '/api/consulting/callbacks', {
      headers: ORIGIN,
      json: {
        origin: 'thankyou',
        ...contact,
        product: 'riester',
        preferredTime: 'evening',
        dataProtection: true,
      },
    });
    expect(answer.status).toBe(201);
    const { id } = (answer.json as { callbackRequest: { id: string } }).callbackRequest;
    const stored = (await server.deps.callbackRequests?.recent(10))?.find((r) => r.id === id);
    expect(stored).toMatchObject({
      source: 'callbackRequest',
      firstName: 'Erika',
      lastName: 'Mustermann',
      product: 'riester',
      preferredTime: 'evening',
      topic: 'Riester-Rente',
      reasons: [],
    });
    const wrong = await call(server, 'POST', '/api/consulting/callbacks', {
      headers: ORIGIN,
      json: {
        origin: 'results',
        ...contact,
        email: 'kein-mail',
        product: 'riester',
        preferredTime: 'morning',
        dataProtection: true,
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ error: { field: 'email' } });
  });

  it('stores nothing without the consent to use the data for the call', async () => {
    const before = (await server.deps.callbackRequests?.recent(100))?.length;
    const answer = await call(server, 'POST', '/api/consulting/callbacks', {
      headers: ORIGIN,
      json: { origin: 'results', ...contact, product: 'riester', preferredTime: 'morning' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      error: {
        field: 'dataProtection',
        message: 'Bitte stimmen Sie zu, dass wir Ihre Angaben für den Rückruf verwenden dürfen.',
      },
    });
    expect((await server.deps.callbackRequests?.recent(100))?.length).toBe(before);
  });
});

describe('parallel requests for one slot', () => {
  // Tuesday 22 December 2026, 19:00: only Jonas (NW) and Sophie (BW) work then (Leyla is away).
  const start = at('2026-12-22T19:00');

  it('holds each free consultant exactly once however many customers ask at once', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => hold(start)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(6);
  });

  it('books one hold exactly once: one 201, the others 409', async () => {
    const slot = at('2026-12-22T18:30');
    const first = await hold(slot);
    await hold(slot);
    // Both consultants of 18:30 are held now; the first hold is booked by five requests at once.
    const answers = await Promise.all(Array.from({ length: 5 }, () => book(holdIdOf(first))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const day = await call(server, 'GET', '/api/consulting/slots?date=2026-12-22');
    const starts = (day.json as { slots: { start: string }[] }).slots.map((s) => s.start);
    expect(starts).not.toContain(slot);
  });
});
