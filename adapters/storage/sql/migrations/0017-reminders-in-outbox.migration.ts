import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The „später identifizieren“ reminders move into the one outbox (kind identificationReminder,
 * key „<reference> <due instant>“, due at their instant): the pending ones stay pending, the sent
 * ones done, the skipped ones done with „skipped“ as their last word. Their own table goes.
 */
export const remindersInOutbox0017: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`insert into outbox (kind, key, attempts, next_attempt_at, last_error, done)
      select 'identificationReminder', reference || ' ' || due_at, 0, due_at,
        case when outcome = 'skipped' then 'skipped' else null end,
        case when outcome is null then 0 else 1 end
      from identification_reminders order by due_at, reference`.execute(db);
    await db.schema.dropTable('identification_reminders').execute();
  },
  async down(): Promise<void> {
    throw new Error('0017_reminders_in_outbox cannot be undone: the reminders table is gone');
  },
};
