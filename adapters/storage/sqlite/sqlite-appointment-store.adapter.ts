import { inject, injectable } from 'inversify';
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
} from '../sql/appointment-reads';
import { outboxInstant } from '../sql/outbox-entries';
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
/** The confirmation mail's entry in the one outbox (domain/outbox/outbox-kind.ts). */
const ENQUEUE_MAIL = `INSERT INTO outbox (kind, key, attempts, next_attempt_at, last_error, done)
  VALUES ('appointmentMail', ?, 0, ?, NULL, 0) ON CONFLICT (kind, key) DO NOTHING`;
/** The cancellation's confirmation mail (issue 32, finding 9), written with the cancellation. */
const ENQUEUE_CANCEL_MAIL = `INSERT INTO outbox (kind, key, attempts, next_attempt_at, last_error, done)
  VALUES ('appointmentCancelMail', ?, 0, ?, NULL, 0) ON CONFLICT (kind, key) DO NOTHING`;
const CANCEL = `UPDATE appointments SET status = 'cancelled', cancelled_at = ?
  WHERE id = ? AND status = 'booked'`;

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error &&
  'code' in error &&
  (error as { code: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE';

/**
 * Appointments and slot holds (migration 0005). The writes run synchronously inside one
 * group-commit job, so a check and its insert see no other request in between; the unique
 * indexes are the last word when two requests race for one consultant's slot.
 */
@injectable()
export class SqliteAppointmentStore implements AppointmentStorePort {
  constructor(@inject(SqliteDatabase) private readonly database: SqliteDatabase) {}

  taken(from: string, to: string, now: string): Promise<TakenSlotRows> {
    return takenSlots(this.database.db, from, to, now);
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

  hold(id: string): Promise<SlotHold | null> {
    return findHold(this.database.db, id);
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
      // The confirmation mail, sent by the outbox worker.
      database.statement(ENQUEUE_MAIL).run(a.id, outboxInstant(a.createdAt));
      return 'booked';
    });
  }

  appointment(id: string): Promise<Appointment | null> {
    return findAppointment(this.database.db, id);
  }

  async cancel(id: string, at: string): Promise<Appointment | null> {
    const database = this.database;
    const changed = await database.write(() => {
      const changes = database.statement(CANCEL).run(at, id).changes;
      if (changes > 0) database.statement(ENQUEUE_CANCEL_MAIL).run(id, outboxInstant(at));
      return changes;
    });
    return changed === 0 ? null : this.appointment(id);
  }

  between(from: string, to: string): Promise<readonly Appointment[]> {
    return appointmentsBetween(this.database.db, from, to);
  }

  recent(limit: number): Promise<readonly Appointment[]> {
    return recentAppointments(this.database.db, limit);
  }
}
