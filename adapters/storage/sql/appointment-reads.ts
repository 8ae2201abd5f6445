import { type Kysely, sql } from 'kysely';
import { isAppointmentSource } from '../../../domain/consulting/appointment-source';
import { isProductType } from '../../../domain/products/product-type';
import type { Appointment, SlotHold, TakenSlotRows } from '../../../ports/appointment-store.port';
import type { AppointmentsTable, Database, SlotHoldsTable } from './database-schema';
import { instantColumn, instantValue } from './instant-before';
import { isPostgres } from './migrations/dialect-column-types';

// The reads of the appointment store, the same on SQLite and PostgreSQL: the two adapters differ
// only in how they write (prepared statements in the group commit; a slot lock per transaction).

export const toHold = (row: SlotHoldsTable): SlotHold => ({
  id: row.id,
  consultantId: row.consultant_id,
  slotStart: row.slot_start,
  slotEnd: row.slot_end,
  expiresAt: row.expires_at,
});

export const toAppointment = (row: AppointmentsTable): Appointment | null => {
  if (!isAppointmentSource(row.source)) return null;
  if (row.status !== 'booked' && row.status !== 'cancelled') return null;
  return {
    id: row.id,
    consultantId: row.consultant_id,
    slotStart: row.slot_start,
    slotEnd: row.slot_end,
    source: row.source,
    status: row.status,
    ownerKey: row.owner_key,
    name: row.name,
    phoneNumber: row.phone_number,
    email: row.email,
    topic: row.topic,
    product: row.product !== null && isProductType(row.product) ? row.product : null,
    tariffId: row.tariff_id,
    createdAt: row.created_at,
    cancelledAt: row.cancelled_at,
  };
};

const appointmentsOf = (rows: readonly AppointmentsTable[]): readonly Appointment[] =>
  rows.flatMap((row) => {
    const appointment = toAppointment(row);
    return appointment === null ? [] : [appointment];
  });

/** Booked appointments and holds unexpired at `now` with a slot start in [from, to). */
export const takenSlots = async (
  db: Kysely<Database>,
  from: string,
  to: string,
  now: string,
): Promise<TakenSlotRows> => {
  const slotStart = instantColumn(db, 'slot_start');
  const booked = await db
    .selectFrom('appointments')
    .select(['consultant_id', 'slot_start'])
    .where('status', '=', 'booked')
    .where(slotStart, '>=', instantValue(db, from))
    .where(slotStart, '<', instantValue(db, to))
    .execute();
  const held = await db
    .selectFrom('slot_holds')
    .selectAll()
    .where(slotStart, '>=', instantValue(db, from))
    .where(slotStart, '<', instantValue(db, to))
    .where(instantColumn(db, 'expires_at'), '>', instantValue(db, now))
    .execute();
  return {
    booked: booked.map((row) => ({ consultantId: row.consultant_id, slotStart: row.slot_start })),
    held: held.map(toHold),
  };
};

export const findHold = async (db: Kysely<Database>, id: string): Promise<SlotHold | null> => {
  const row = await db.selectFrom('slot_holds').selectAll().where('id', '=', id).executeTakeFirst();
  return row === undefined ? null : toHold(row);
};

export const findAppointment = async (
  db: Kysely<Database>,
  id: string,
): Promise<Appointment | null> => {
  const row = await db
    .selectFrom('appointments')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row === undefined ? null : toAppointment(row);
};

/** Appointments (booked and cancelled) with a slot start in [from, to), by start. */
export const appointmentsBetween = async (
  db: Kysely<Database>,
  from: string,
  to: string,
): Promise<readonly Appointment[]> => {
  const slotStart = instantColumn(db, 'slot_start');
  const rows = await db
    .selectFrom('appointments')
    .selectAll()
    .where(slotStart, '>=', instantValue(db, from))
    .where(slotStart, '<', instantValue(db, to))
    .orderBy(slotStart)
    .orderBy('consultant_id')
    .execute();
  return appointmentsOf(rows);
};

/**
 * Every appointment, newest first. Two of the same millisecond: SQLite takes the later insert
 * (rowid); PostgreSQL has no insertion order that survives an update, so the larger id.
 */
export const recentAppointments = async (
  db: Kysely<Database>,
  limit: number,
): Promise<readonly Appointment[]> => {
  const rows = await db
    .selectFrom('appointments')
    .selectAll()
    .orderBy(instantColumn(db, 'created_at'), 'desc')
    .orderBy(isPostgres(db) ? sql.ref('id') : sql`rowid`, 'desc')
    .limit(limit)
    .execute();
  return appointmentsOf(rows);
};
