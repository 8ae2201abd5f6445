import type { Kysely, Migration } from 'kysely';

/**
 * The /personal-data draft per owner (account or visitor) and the customers' callback requests
 * for a consultant. The draft is the checked form as JSON: it is read and written whole.
 */
export const applicationDrafts0002: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('application_drafts')
      .addColumn('owner_key', 'text', (c) => c.primaryKey())
      .addColumn('product', 'text', (c) => c.notNull())
      .addColumn('form_json', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('callback_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('owner_key', 'text', (c) => c.notNull())
      .addColumn('product', 'text', (c) => c.notNull())
      .addColumn('tariff_id', 'text')
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone_number', 'text', (c) => c.notNull())
      .addColumn('reasons_json', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('callback_requests_owner')
      .on('callback_requests')
      .columns(['owner_key', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('callback_requests').ifExists().execute();
    await db.schema.dropTable('application_drafts').ifExists().execute();
  },
};
