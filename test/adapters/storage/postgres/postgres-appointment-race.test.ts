import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../../../../adapters/storage/postgres/open-postgres-database';
import { PostgresAppointmentStore } from '../../../../adapters/storage/postgres/postgres-appointment-store.adapter';
import type { PostgresDatabase } from '../../../../adapters/storage/postgres/postgres-database';
import type { Appointment, SlotHold } from '../../../../ports/appointment-store.port';
import { openFreshPostgres } from '../postgres-subject';

const NOW = '2026-11-26T13:00:00.000Z';
const FIRST_SLOT = Temporal.Instant.from('2026-11-27T07:00:00Z');

const slotAt = (index: number): { slotStart: string; slotEnd: string } => {
  const start = FIRST_SLOT.add({ minutes: 30 * index });
  return {
    slotStart: start.toString({ fractionalSecondDigits: 3 }),
    slotEnd: start.add({ minutes: 30 }).toString({ fractionalSecondDigits: 3 }),
  };
};

const hold = (id: string, consultantId: string, slot: number): SlotHold => ({
  id,
  consultantId,
  ...slotAt(slot),
  expiresAt: '2026-11-26T13:05:00.000Z',
});

const appointment = (id: string, consultantId: string, slot: number): Appointment => ({
  id,
  consultantId,
  ...slotAt(slot),
  source: 'appointmentBooking',
  status: 'booked',
  ownerKey: `visitor:${id}`,
  name: 'Erika Mustermann',
  phoneNumber: '0171 1234567',
  email: 'erika@example.de',
  topic: 'Riester-Rente',
  product: 'riester',
  tariffId: null,
  createdAt: NOW,
  cancelledAt: null,
});

/** Two stores as two servers would have them: each its own pool on the same database. */
const twoServers = async (
  work: (stores: readonly [PostgresAppointmentStore, PostgresAppointmentStore]) => Promise<void>,
): Promise<void> => {
  const { database, url } = await openFreshPostgres();
  const other: PostgresDatabase = openPostgresDatabase({ url, maxConnections: 4 });
  try {
    await work([new PostgresAppointmentStore(database), new PostgresAppointmentStore(other)]);
  } finally {
    await other.close();
    await database.close();
  }
};

const PARALLEL = 24;

describe('PostgresAppointmentStore: one slot, two servers, many requests at once', () => {
  it('lets exactly one of many parallel holds win, an expired hold of the slot notwithstanding', async () => {
    await twoServers(async (stores) => {
      const expired = { ...hold('h-old', 'demo-anna', 0), expiresAt: '2026-11-26T12:59:00.000Z' };
      expect(await stores[0].addHold(expired, '2026-11-26T12:55:00.000Z')).toBe('held');
      const results = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          stores[i % 2]?.addHold(hold(`h-${i}`, 'demo-anna', 0), NOW),
        ),
      );
      expect(results.filter((r) => r === 'held')).toHaveLength(1);
      const winner = results.indexOf('held');
      // The winning hold is what both servers see.
      for (const store of stores) {
        const { slotStart, slotEnd } = slotAt(0);
        expect((await store.taken(slotStart, slotEnd, NOW)).held.map((h) => h.id)).toEqual([
          `h-${winner}`,
        ]);
      }
    });
  }, 60_000);

  it('books exactly one of many parallel bookings and holds of the slot', async () => {
    await twoServers(async (stores) => {
      const bookings = Array.from({ length: PARALLEL }, (_, i) =>
        stores[i % 2]?.book(appointment(`a-${i}`, 'demo-anna', 0), `h-${i}`),
      );
      const holds = Array.from({ length: PARALLEL }, (_, i) =>
        stores[(i + 1) % 2]?.addHold(hold(`h-${i}`, 'demo-anna', 0), NOW),
      );
      const [booked, held] = await Promise.all([Promise.all(bookings), Promise.all(holds)]);
      expect(booked.filter((r) => r === 'booked')).toHaveLength(1);
      expect(held.filter((r) => r === 'held').length).toBeLessThanOrEqual(1);
      const { slotStart, slotEnd } = slotAt(0);
      const onBoth = await Promise.all(stores.map((store) => store.between(slotStart, slotEnd)));
      for (const appointments of onBoth) {
        expect(appointments.filter((a) => a.status === 'booked')).toHaveLength(1);
      }
      // A hold after the booking finds the slot taken, on either server.
      for (const store of stores) {
        expect(await store.addHold(hold('h-late', 'demo-anna', 0), NOW)).toBe('taken');
      }
    });
  }, 60_000);

  it('never has two bookings or two holds on one consultant’s slot, whatever runs at once', async () => {
    const operation = fc.record({
      kind: fc.constantFrom('hold', 'book'),
      server: fc.constantFrom(0, 1),
      consultant: fc.constantFrom('demo-anna', 'demo-leyla'),
      slot: fc.integer({ min: 0, max: 2 }),
    });
    await twoServers(async (stores) => {
      let run = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(operation, { minLength: 1, maxLength: 16 }),
          async (operations) => {
            // Each run on slots of its own, so the runs share one database.
            const base = 3 * run++;
            const results = await Promise.all(
              operations.map(async (op, i) => {
                const store = stores[op.server];
                if (store === undefined) throw new Error('two servers');
                const id = `r${run}-${i}`;
                const outcome =
                  op.kind === 'hold'
                    ? await store.addHold(hold(id, op.consultant, base + op.slot), NOW)
                    : await store.book(appointment(id, op.consultant, base + op.slot), id);
                return { ...op, outcome };
              }),
            );
            const { slotStart: from } = slotAt(base);
            const { slotEnd: to } = slotAt(base + 2);
            const taken = await stores[0].taken(from, to, NOW);
            for (const consultant of ['demo-anna', 'demo-leyla']) {
              for (let slot = 0; slot < 3; slot++) {
                const here = results.filter((r) => r.consultant === consultant && r.slot === slot);
                const { slotStart } = slotAt(base + slot);
                const same = (row: { consultantId: string; slotStart: string }): boolean =>
                  row.consultantId === consultant && row.slotStart === slotStart;
                const booked = here.filter((r) => r.outcome === 'booked').length;
                expect(booked).toBeLessThanOrEqual(1);
                expect(taken.booked.filter(same)).toHaveLength(booked);
                expect(here.filter((r) => r.outcome === 'held').length).toBeLessThanOrEqual(1);
                expect(taken.held.filter(same).length).toBeLessThanOrEqual(1);
              }
            }
          },
        ),
        { numRuns: 25 },
      );
    });
  }, 120_000);
});
