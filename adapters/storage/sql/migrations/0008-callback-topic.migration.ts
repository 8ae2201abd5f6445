import type { Kysely, Migration } from 'kysely';

/** The topic a customer names when no consulting slot suits („Rückruf anfordern“ on /beratung/termin). */
export const callbackTopic0008: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('callback_requests').addColumn('topic', 'text').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('callback_requests').dropColumn('topic').execute();
  },
};
