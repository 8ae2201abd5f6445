import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The Merkzettel of the accounts: saved tariffs and comparisons. One account's same item (kind,
 * tariff, canonical query) is unique, so saving twice keeps one entry; a comparison's tariff is ''.
 */
export const watchlist0006: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('watchlist_entries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('tariff_id', 'text', (c) => c.notNull())
      .addColumn('query', 'text', (c) => c.notNull())
      .addColumn('saved_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('watchlist_entries_item', ['account_id', 'kind', 'tariff_id', 'query'])
      .addCheckConstraint('watchlist_entries_kind', sql`kind in ('tariff', 'comparison')`)
      .execute();
    await db.schema
      .createIndex('watchlist_entries_account')
      .on('watchlist_entries')
      .columns(['account_id', 'saved_at'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('watchlist_entries').ifExists().execute();
  },
};
