import type { Kysely, Migration } from 'kysely';
import { columnTypesOf } from './dialect-column-types';

/**
 * The login service's attempt counters, so that servers sharing one database count together: one
 * row per attempt (a sliding window needs each attempt's time), the key a hash of the client ip or
 * account. Rows older than their scope's window are deleted as new attempts come.
 */
export const loginAttempts0007: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const types = columnTypesOf(db);
    await db.schema
      .createTable('login_attempts')
      .addColumn('id', types.autoId, (c) =>
        types.autoId === 'serial' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      // Epoch milliseconds: past 2038 they need 64 bits (SQLite's integer is).
      .addColumn('attempted_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('login_attempts_key')
      .on('login_attempts')
      .columns(['scope', 'key', 'attempted_at_ms'])
      .execute();
    await db.schema
      .createIndex('login_attempts_time')
      .on('login_attempts')
      .columns(['scope', 'attempted_at_ms'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('login_attempts').ifExists().execute();
  },
};
