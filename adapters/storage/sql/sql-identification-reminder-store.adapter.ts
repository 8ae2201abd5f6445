import { decorate, inject, injectable } from 'inversify';
import type {
  IdentificationReminderStorePort,
  ScheduledIdentificationReminder,
} from '../../../ports/identification-reminder-store.port';
import { instantColumn, instantValue } from './instant-before';
import { SqlDatabase } from './sql-database';

/** The reminders' kind in the one outbox (domain/outbox/outbox-kind.ts). */
const KIND = 'identificationReminder';

/** An entry's key: the application's reference and the due instant (references have no space). */
const keyOf = (reference: string, dueAt: string): string => `${reference} ${dueAt}`;

/** The key range of one application's reminders: from „<reference> “ to just before „<reference>!“. */
const keysOf = (reference: string): readonly [string, string] => [`${reference} `, `${reference}!`];

const reminderOf = (row: { readonly key: string }): ScheduledIdentificationReminder => {
  const space = row.key.indexOf(' ');
  return { reference: row.key.slice(0, space), dueAt: row.key.slice(space + 1) };
};

/**
 * Identification reminders as entries of the one `outbox` table (migration 0017): one per
 * application and due instant, due at that instant; done once sent, or done with „skipped“ once
 * nothing is left to remind of. Portable SQL, so it runs on SQLite and PostgreSQL.
 */
@injectable()
export class SqlIdentificationReminderStore implements IdentificationReminderStorePort {
  constructor(private readonly database: SqlDatabase) {}

  async schedule(
    reference: string,
    dueAts: readonly string[],
    _scheduledAt: string,
  ): Promise<void> {
    const [from, to] = keysOf(reference);
    await this.database.transaction(async (trx) => {
      await trx
        .deleteFrom('outbox')
        .where('kind', '=', KIND)
        .where('key', '>=', from)
        .where('key', '<', to)
        .where('done', '=', 0)
        .execute();
      if (dueAts.length === 0) return;
      await trx
        .insertInto('outbox')
        .values(
          dueAts.map((dueAt) => ({
            kind: KIND,
            key: keyOf(reference, dueAt),
            attempts: 0,
            next_attempt_at: dueAt,
            last_error: null,
            done: 0,
          })),
        )
        // A reminder already sent for the same instant is not sent again.
        .onConflict((c) => c.columns(['kind', 'key']).doNothing())
        .execute();
    });
  }

  async pendingFor(reference: string): Promise<readonly ScheduledIdentificationReminder[]> {
    const db = this.database.db;
    const [from, to] = keysOf(reference);
    const rows = await db
      .selectFrom('outbox')
      .select('key')
      .where('kind', '=', KIND)
      .where('key', '>=', from)
      .where('key', '<', to)
      .where('done', '=', 0)
      .orderBy(instantColumn(db, 'next_attempt_at'))
      .execute();
    return rows.map(reminderOf);
  }

  async due(now: string, limit: number): Promise<readonly ScheduledIdentificationReminder[]> {
    const db = this.database.db;
    const rows = await db
      .selectFrom('outbox')
      .select('key')
      .where('kind', '=', KIND)
      .where('done', '=', 0)
      .where(instantColumn(db, 'next_attempt_at'), '<=', instantValue(db, now))
      .orderBy(instantColumn(db, 'next_attempt_at'))
      .orderBy('key')
      .limit(limit)
      .execute();
    return rows.map(reminderOf);
  }

  async markDone(
    reminder: ScheduledIdentificationReminder,
    outcome: 'sent' | 'skipped',
    _at: string,
  ): Promise<void> {
    await this.database.db
      .updateTable('outbox')
      .set((eb) => ({
        done: 1,
        attempts: eb('attempts', '+', 1),
        last_error: outcome === 'skipped' ? 'skipped' : null,
      }))
      .where('kind', '=', KIND)
      .where('key', '=', keyOf(reminder.reference, reminder.dueAt))
      .execute();
  }
}

// @inject on constructor parameter 0, spelled as a call: biome does not parse parameter decorators.
decorate(inject(SqlDatabase), SqlIdentificationReminderStore, 0);
