import type { Kysely, Migration } from 'kysely';

/** The time of day a customer wants to be called back (asked on /beratung-anfragen). */
export const callbackPreferredTime0004: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('callback_requests').addColumn('preferred_time', 'text').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('callback_requests').dropColumn('preferred_time').execute();
  },
};
