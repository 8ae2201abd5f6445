import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The „später identifizieren“ reminders of each application: when each is due and, once done,
 * whether it was sent or skipped (the identification was done meanwhile). One row per application
 * and due instant, so a repeated schedule never mails twice.
 */
export const identificationReminders0015: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('identification_reminders')
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('due_at', 'text', (c) => c.notNull())
      .addColumn('scheduled_at', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text')
      .addColumn('done_at', 'text')
      .addPrimaryKeyConstraint('identification_reminders_pk', ['reference', 'due_at'])
      .addCheckConstraint(
        'identification_reminders_outcome',
        sql`outcome is null or outcome in ('sent', 'skipped')`,
      )
      .execute();
    await db.schema
      .createIndex('identification_reminders_pending')
      .on('identification_reminders')
      .columns(['outcome', 'due_at'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('identification_reminders').ifExists().execute();
  },
};
