import { decorate, inject, injectable } from 'inversify';
import { sql, type Transaction } from 'kysely';
import type {
  Appointment,
  AppointmentStorePort,
  SlotHold,
  TakenSlotRows,
} from '../../../ports/appointment-store.port';
import {
  appointmentsBetween,
  findAppointment,
  findHold,
  recentAppointments,
  takenSlots,
  toAppointment,
} from '../sql/appointment-reads';
import type { Database } from '../sql/database-schema';
import { instantColumn, instantValue } from '../sql/instant-before';
import { enqueueOutbox } from '../sql/outbox-entries';
import { PostgresDatabase } from './postgres-database';

/**
 * The first key of the slot locks (pg_advisory_xact_lock's two-key form): keeps them apart from
 * other advisory locks on the same database, the migrator's among them.
 */
const SLOT_LOCK_SPACE = 5005;

/**
 * Waits for every other transaction on the consultant's slot, on any server, to end; released
 * with this transaction. Two slots whose texts hash alike wait for each other now and then,
 * which costs time, never correctness.
 */
const lockSlot = async (
  trx: Transaction<Database>,
  consultantId: string,
  slotStart: string,
): Promise<void> => {
  await sql`select pg_advisory_xact_lock(${SLOT_LOCK_SPACE}, hashtext(${`${consultantId} ${slotStart}`}))`.execute(
    trx,
  );
};

/**
 * Appointments and slot holds (migration 0005) in PostgreSQL, shared by several servers. A hold
 * and a booking each run in one transaction that first takes the slot's lock, so a check and its
 * insert see no other request for that slot in between (what SQLite's single group-commit writer
 * gives for free); the unique indexes stay the last word, the inserts skip a conflict with
 * ON CONFLICT DO NOTHING and answer 'taken'.
 */
@injectable()
export class PostgresAppointmentStore implements AppointmentStorePort {
  constructor(private readonly database: PostgresDatabase) {}

  taken(from: string, to: string, now: string): Promise<TakenSlotRows> {
    return takenSlots(this.database.db, from, to, now);
  }

  addHold(hold: SlotHold, now: string): Promise<'held' | 'taken'> {
    return this.database.db.transaction().execute(async (trx) => {
      await lockSlot(trx, hold.consultantId, hold.slotStart);
      await trx
        .deleteFrom('slot_holds')
        .where('consultant_id', '=', hold.consultantId)
        .where('slot_start', '=', hold.slotStart)
        .where(instantColumn<Database>(trx, 'expires_at'), '<=', instantValue<Database>(trx, now))
        .execute();
      const booked = await trx
        .selectFrom('appointments')
        .select('id')
        .where('consultant_id', '=', hold.consultantId)
        .where('slot_start', '=', hold.slotStart)
        .where('status', '=', 'booked')
        .executeTakeFirst();
      if (booked !== undefined) return 'taken';
      const inserted = await trx
        .insertInto('slot_holds')
        .values({
          id: hold.id,
          consultant_id: hold.consultantId,
          slot_start: hold.slotStart,
          slot_end: hold.slotEnd,
          expires_at: hold.expiresAt,
        })
        .onConflict((oc) => oc.columns(['consultant_id', 'slot_start']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted === undefined ? 'taken' : 'held';
    });
  }

  hold(id: string): Promise<SlotHold | null> {
    return findHold(this.database.db, id);
  }

  book(a: Appointment, holdId: string): Promise<'booked' | 'taken'> {
    return this.database.db.transaction().execute(async (trx) => {
      await lockSlot(trx, a.consultantId, a.slotStart);
      const inserted = await trx
        .insertInto('appointments')
        .values({
          id: a.id,
          consultant_id: a.consultantId,
          slot_start: a.slotStart,
          slot_end: a.slotEnd,
          source: a.source,
          status: a.status,
          owner_key: a.ownerKey,
          name: a.name,
          phone_number: a.phoneNumber,
          email: a.email,
          topic: a.topic,
          product: a.product,
          tariff_id: a.tariffId,
          created_at: a.createdAt,
          cancelled_at: a.cancelledAt,
        })
        // The partial unique index appointments_booked_slot; its predicate is spelled as a
        // literal, as PostgreSQL needs to match it to the index.
        .onConflict((oc) =>
          oc
            .columns(['consultant_id', 'slot_start'])
            .where('status', '=', sql.lit('booked'))
            .doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      if (inserted === undefined) return 'taken';
      await trx.deleteFrom('slot_holds').where('id', '=', holdId).execute();
      // The confirmation mail, sent by the outbox worker.
      await enqueueOutbox(trx, { kind: 'appointmentMail', key: a.id, dueAt: a.createdAt });
      return 'booked';
    });
  }

  appointment(id: string): Promise<Appointment | null> {
    return findAppointment(this.database.db, id);
  }

  async cancel(id: string, at: string): Promise<Appointment | null> {
    const row = await this.database.db.transaction().execute(async (trx) => {
      const cancelled = await trx
        .updateTable('appointments')
        .set({ status: 'cancelled', cancelled_at: at })
        .where('id', '=', id)
        .where('status', '=', 'booked')
        .returningAll()
        .executeTakeFirst();
      // The cancellation's confirmation mail, sent by the outbox worker (issue 32, finding 9).
      if (cancelled !== undefined)
        await enqueueOutbox(trx, { kind: 'appointmentCancelMail', key: id, dueAt: at });
      return cancelled;
    });
    return row === undefined ? null : toAppointment(row);
  }

  between(from: string, to: string): Promise<readonly Appointment[]> {
    return appointmentsBetween(this.database.db, from, to);
  }

  recent(limit: number): Promise<readonly Appointment[]> {
    return recentAppointments(this.database.db, limit);
  }
}

// @inject on constructor parameter 0, spelled as a call: biome does not parse parameter decorators.
decorate(inject(PostgresDatabase), PostgresAppointmentStore, 0);
