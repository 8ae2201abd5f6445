import type { Kysely, Migration } from 'kysely';

/**
 * When the insurer took a pay-in-more request (the outbox reports it); null while it waits. The
 * index serves the outbox's look for requests still to be told.
 */
export const payInMoreReported0014: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('pay_in_more_requests').addColumn('reported_at', 'text').execute();
    await db.schema
      .createIndex('pay_in_more_requests_unreported')
      .on('pay_in_more_requests')
      .columns(['reported_at', 'requested_at'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('pay_in_more_requests_unreported').ifExists().execute();
    await db.schema.alterTable('pay_in_more_requests').dropColumn('reported_at').execute();
  },
};
