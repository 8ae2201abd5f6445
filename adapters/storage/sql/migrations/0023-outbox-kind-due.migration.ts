import type { Kysely, Migration } from 'kysely';

/**
 * The outbox's due entries of one kind (issue 31, finding 4). Every run of the worker asks for
 * the due reports, reminders, mails and text messages by kind; with only (done, next_attempt_at)
 * SQLite walked every pending entry in due order to find none of that kind — after a burst of
 * 2,000 applications their 4,000 hand-over and mail entries, three times a run, once for each
 * entry: quadratic, 2.3 ms a run. With the kind in the index each look is a seek.
 */
export const outboxKindDue0023: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createIndex('outbox_kind_due')
      .on('outbox')
      .columns(['done', 'kind', 'next_attempt_at'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('outbox_kind_due').execute();
  },
};
