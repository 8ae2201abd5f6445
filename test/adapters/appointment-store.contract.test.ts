import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryAppointmentStore } from '../../adapters/memory/memory-appointment-store.adapter';
import { PostgresAppointmentStore } from '../../adapters/storage/postgres/postgres-appointment-store.adapter';
import { SqlOutbox } from '../../adapters/storage/sql/sql-outbox.adapter';
import { SqliteAppointmentStore } from '../../adapters/storage/sqlite/sqlite-appointment-store.adapter';
import type {
  Appointment,
  AppointmentStorePort,
  SlotHold,
} from '../../ports/appointment-store.port';
import { onPostgres } from './storage/postgres-subject';
import {
  inMemory,
  onTempFile,
  type Subject,
  type SubjectFactory,
  type WithOutbox,
} from './storage/temp-database';

const START = '2026-11-27T07:00:00.000Z';
const END = '2026-11-27T07:30:00.000Z';
const NOW = '2026-11-26T13:00:00.000Z';
const LATER = '2026-11-26T13:10:00.000Z';

const hold = (overrides: Partial<SlotHold> = {}): SlotHold => ({
  id: 'h-1',
  consultantId: 'demo-anna',
  slotStart: START,
  slotEnd: END,
  expiresAt: '2026-11-26T13:05:00.000Z',
  ...overrides,
});

const appointment = (overrides: Partial<Appointment> = {}): Appointment => ({
  id: 'a-1',
  consultantId: 'demo-anna',
  slotStart: START,
  slotEnd: END,
  source: 'appointmentBooking',
  status: 'booked',
  ownerKey: 'visitor:a',
  name: 'Erika Mustermann',
  phoneNumber: '0171 1234567',
  email: 'erika@example.de',
  topic: 'Riester-Rente',
  product: 'riester',
  tariffId: 't-1',
  createdAt: NOW,
  cancelledAt: null,
  ...overrides,
});

const contract = (
  name: string,
  factory: SubjectFactory<WithOutbox<AppointmentStorePort>>,
): void => {
  describe(`AppointmentStorePort: ${name}`, () => {
    let subject: Subject<WithOutbox<AppointmentStorePort>>;
    /** The confirmation mails the bookings put into the outbox, by appointment id. */
    const mails = () => subject.store.outbox.pendingKeys('appointmentMail');
    beforeEach(async () => {
      subject = await factory();
    });
    afterEach(() => subject.dispose());

    it('holds a consultant’s slot once until the hold expires', async () => {
      const store = subject.store.port;
      expect(await store.addHold(hold(), NOW)).toBe('held');
      expect(await store.addHold(hold({ id: 'h-2' }), NOW)).toBe('taken');
      expect(await store.addHold(hold({ id: 'h-3', consultantId: 'demo-leyla' }), NOW)).toBe(
        'held',
      );
      expect(await store.hold('h-1')).toEqual(hold());
      expect((await store.taken(START, END, NOW)).held.map((h) => h.id).sort()).toEqual([
        'h-1',
        'h-3',
      ]);
      // after the expiry the slot is free again and the old hold is gone
      expect((await store.taken(START, END, LATER)).held.map((h) => h.id)).toEqual([]);
      expect(
        await store.addHold(hold({ id: 'h-4', expiresAt: '2026-11-26T13:15:00.000Z' }), LATER),
      ).toBe('held');
      expect(await store.hold('h-1')).toBe(null);
    });

    it('books a slot once, removes the hold and frees the slot on cancelling', async () => {
      const store = subject.store.port;
      await store.addHold(hold(), NOW);
      expect(await store.book(appointment(), 'h-1')).toBe('booked');
      expect(await store.hold('h-1')).toBe(null);
      expect(await store.book(appointment({ id: 'a-2' }), 'h-x')).toBe('taken');
      expect(await store.addHold(hold({ id: 'h-2' }), NOW)).toBe('taken');
      expect(await store.taken(START, END, NOW)).toEqual({
        booked: [{ consultantId: 'demo-anna', slotStart: START }],
        held: [],
      });
      expect(await store.appointment('a-1')).toEqual(appointment());
      const cancelled = await store.cancel('a-1', LATER);
      expect(cancelled).toEqual(appointment({ status: 'cancelled', cancelledAt: LATER }));
      expect(await store.cancel('a-1', LATER)).toBe(null);
      expect(await store.cancel('a-404', LATER)).toBe(null);
      expect(await store.book(appointment({ id: 'a-2' }), 'h-x')).toBe('booked');
      expect((await store.between(START, END)).map((a) => [a.id, a.status])).toEqual([
        ['a-1', 'cancelled'],
        ['a-2', 'booked'],
      ]);
      expect((await store.recent(10)).map((a) => a.id)).toEqual(['a-2', 'a-1']);
      expect((await store.recent(1)).map((a) => a.id)).toEqual(['a-2']);
      // Each booking wrote its confirmation mail's entry; a slot taken wrote none.
      expect(await mails()).toEqual(['a-1', 'a-2']);
    });

    it('books one of many parallel bookings of the same consultant’s slot', async () => {
      const store = subject.store.port;
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => store.book(appointment({ id: `a-${i}` }), `h-${i}`)),
      );
      expect(results.filter((r) => r === 'booked')).toHaveLength(1);
      expect(await mails()).toHaveLength(1);
      expect((await store.between(START, END)).filter((a) => a.status === 'booked')).toHaveLength(
        1,
      );
    });

    it('holds one of many parallel holds of the same consultant’s slot', async () => {
      const store = subject.store.port;
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => store.addHold(hold({ id: `h-${i}` }), NOW)),
      );
      expect(results.filter((r) => r === 'held')).toHaveLength(1);
      expect((await store.taken(START, END, NOW)).held).toHaveLength(1);
    });

    it('lists the appointments of a window by start', async () => {
      const store = subject.store.port;
      await store.book(appointment({ id: 'late', slotStart: '2026-11-27T18:30:00.000Z' }), 'x');
      await store.book(appointment({ id: 'early' }), 'x');
      await store.book(appointment({ id: 'next-day', slotStart: '2026-11-28T07:00:00.000Z' }), 'x');
      const day = await store.between('2026-11-26T23:00:00.000Z', '2026-11-27T23:00:00.000Z');
      expect(day.map((a) => a.id)).toEqual(['early', 'late']);
    });
  });
};

contract(
  'in memory',
  inMemory(() => {
    const port = new MemoryAppointmentStore();
    return { port, outbox: port.outbox };
  }),
);
contract(
  'SQLite',
  onTempFile((database) => ({
    port: new SqliteAppointmentStore(database),
    outbox: new SqlOutbox(database),
  })),
);
contract(
  'PostgreSQL',
  onPostgres((database) => ({
    port: new PostgresAppointmentStore(database),
    outbox: new SqlOutbox(database),
  })),
);
