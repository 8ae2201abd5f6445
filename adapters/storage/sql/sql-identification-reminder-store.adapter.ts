import { decorate, inject, injectable } from 'inversify';
import type {
  IdentificationReminderStorePort,
  ScheduledIdentificationReminder,
} from '../../../ports/identification-reminder-store.port';
import { instantColumn, instantValue } from './instant-before';
import { SqlDatabase } from './sql-database';

/**
 * Identification reminders in `identification_reminders` (migration 0015); portable SQL, so it
 * runs on SQLite and PostgreSQL.
 */
@injectable()
export class SqlIdentificationReminderStore implements IdentificationReminderStorePort {
  constructor(private readonly database: SqlDatabase) {}

  async schedule(reference: string, dueAts: readonly string[], scheduledAt: string): Promise<void> {
    await this.database.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('identification_reminders')
        .where('reference', '=', reference)
        .where('outcome', 'is', null)
        .execute();
      if (dueAts.length === 0) return;
      await trx
        .insertInto('identification_reminders')
        .values(
          dueAts.map((dueAt) => ({
            reference,
            due_at: dueAt,
            scheduled_at: scheduledAt,
            outcome: null,
            done_at: null,
          })),
        )
        // A reminder already sent for the same instant is not sent again.
        .onConflict((c) => c.columns(['reference', 'due_at']).doNothing())
        .execute();
    });
  }

  async pendingFor(reference: string): Promise<readonly ScheduledIdentificationReminder[]> {
    const db = this.database.db;
    const rows = await db
      .selectFrom('identification_reminders')
      .select(['reference', 'due_at'])
      .where('reference', '=', reference)
      .where('outcome', 'is', null)
      .orderBy(instantColumn(db, 'due_at'))
      .execute();
    return rows.map((r) => ({ reference: r.reference, dueAt: r.due_at }));
  }

  async due(now: string, limit: number): Promise<readonly ScheduledIdentificationReminder[]> {
    const db = this.database.db;
    const rows = await db
      .selectFrom('identification_reminders')
      .select(['reference', 'due_at'])
      .where('outcome', 'is', null)
      .where(instantColumn(db, 'due_at'), '<=', instantValue(db, now))
      .orderBy(instantColumn(db, 'due_at'))
      .orderBy('reference')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ reference: r.reference, dueAt: r.due_at }));
  }

  async markDone(
    reminder: ScheduledIdentificationReminder,
    outcome: 'sent' | 'skipped',
    at: string,
  ): Promise<void> {
    await this.database.db
      .updateTable('identification_reminders')
      .set({ outcome, done_at: at })
      .where('reference', '=', reminder.reference)
      .where('due_at', '=', reminder.dueAt)
      .execute();
  }
}

// @inject on constructor parameter 0, spelled as a call: biome does not parse parameter decorators.
decorate(inject(SqlDatabase), SqlIdentificationReminderStore, 0);
