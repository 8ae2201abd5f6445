import { inject, injectable } from 'inversify';
import { sql } from 'kysely';
import { isAppointmentSource } from '../../../domain/contract/appointment';
import { isProductType } from '../../../domain/products/product-type';
import type {
  Appointment,
  AppointmentStorePort,
  SlotHold,
  TakenSlotRows,
} from '../../../ports/appointment-store.port';
import type { AppointmentsTable, SlotHoldsTable } from './database-schema';
import { SqliteDatabase } from './sqlite-database';

const INSERT_APPOINTMENT = `INSERT INTO appointments (id, consultant_id, slot_start, slot_end,
  source, status, owner_key, name, phone_number, email, topic, product, tariff_id, created_at,
  cancelled_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
const DELETE_EXPIRED_HOLD =
  'DELETE FROM slot_holds WHERE consultant_id = ? AND slot_start = ? AND expires_at <= ?';
const SELECT_BOOKED_SLOT = `SELECT 1 FROM appointments
  WHERE consultant_id = ? AND slot_start = ? AND status = 'booked'`;
const INSERT_HOLD =
  'INSERT INTO slot_holds (id, consultant_id, slot_start, slot_end, expires_at) VALUES (?, ?, ?, ?, ?)';
const DELETE_HOLD = 'DELETE FROM slot_holds WHERE id = ?';
const CANCEL = `UPDATE appointments SET status = 'cancelled', cancelled_at = ?
  WHERE id = ? AND status = 'booked'`;

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error &&
  'code' in error &&
  (error as { code: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE';

const toHold = (row: SlotHoldsTable): SlotHold => ({
  id: row.id,
  consultantId: row.consultant_id,
  slotStart: row.slot_start,
  slotEnd: row.slot_end,
  expiresAt: row.expires_at,
});

const toAppointment = (row: AppointmentsTable): Appointment | null => {
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

/**
 * Appointments and slot holds (migration 0005). The writes run synchronously inside one
 * group-commit job, so a check and its insert see no other request in between; the unique
 * indexes are the last word when two requests race for one consultant's slot.
 */
@injectable()
export class SqliteAppointmentStore implements AppointmentStorePort {
  constructor(@inject(SqliteDatabase) private readonly database: SqliteDatabase) {}

  async taken(from: string, to: string, now: string): Promise<TakenSlotRows> {
    const db = this.database.db;
    const booked = await db
      .selectFrom('appointments')
      .select(['consultant_id', 'slot_start'])
      .where('status', '=', 'booked')
      .where('slot_start', '>=', from)
      .where('slot_start', '<', to)
      .execute();
    const held = await db
      .selectFrom('slot_holds')
      .selectAll()
      .where('slot_start', '>=', from)
      .where('slot_start', '<', to)
      .where('expires_at', '>', now)
      .execute();
    return {
      booked: booked.map((row) => ({ consultantId: row.consultant_id, slotStart: row.slot_start })),
      held: held.map(toHold),
    };
  }

  async addHold(hold: SlotHold, now: string): Promise<'held' | 'taken'> {
    const database = this.database;
    return database.write(() => {
      database.statement(DELETE_EXPIRED_HOLD).run(hold.consultantId, hold.slotStart, now);
      if (
        database.statement(SELECT_BOOKED_SLOT).get(hold.consultantId, hold.slotStart) !== undefined
      )
        return 'taken';
      try {
        database
          .statement(INSERT_HOLD)
          .run(hold.id, hold.consultantId, hold.slotStart, hold.slotEnd, hold.expiresAt);
        return 'held';
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    });
  }

  async hold(id: string): Promise<SlotHold | null> {
    const row = await this.database.db
      .selectFrom('slot_holds')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row === undefined ? null : toHold(row);
  }

  async book(a: Appointment, holdId: string): Promise<'booked' | 'taken'> {
    const database = this.database;
    return database.write(() => {
      try {
        database
          .statement(INSERT_APPOINTMENT)
          .run(
            a.id,
            a.consultantId,
            a.slotStart,
            a.slotEnd,
            a.source,
            a.status,
            a.ownerKey,
            a.name,
            a.phoneNumber,
            a.email,
            a.topic,
            a.product,
            a.tariffId,
            a.createdAt,
            a.cancelledAt,
          );
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
      database.statement(DELETE_HOLD).run(holdId);
      return 'booked';
    });
  }

  async appointment(id: string): Promise<Appointment | null> {
    const row = await this.database.db
      .selectFrom('appointments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row === undefined ? null : toAppointment(row);
  }

  async cancel(id: string, at: string): Promise<Appointment | null> {
    const database = this.database;
    const changed = await database.write(() => database.statement(CANCEL).run(at, id).changes);
    return changed === 0 ? null : this.appointment(id);
  }

  async between(from: string, to: string): Promise<readonly Appointment[]> {
    const rows = await this.database.db
      .selectFrom('appointments')
      .selectAll()
      .where('slot_start', '>=', from)
      .where('slot_start', '<', to)
      .orderBy('slot_start')
      .orderBy('consultant_id')
      .execute();
    return appointmentsOf(rows);
  }

  async recent(limit: number): Promise<readonly Appointment[]> {
    const rows = await this.database.db
      .selectFrom('appointments')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy(sql`rowid`, 'desc')
      .limit(limit)
      .execute();
    return appointmentsOf(rows);
  }
}
