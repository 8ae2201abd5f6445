import type { Kysely } from 'kysely';
import type { Database } from './database-schema';

/**
 * What the portable adapters need: the query builder on SQLite or PostgreSQL. The adapters that
 * take only this run unchanged on both (adapters/storage/storage.module.ts binds them to either).
 */
export interface SqlDatabase {
  readonly db: Kysely<Database>;
}

/**
 * The inversify token of the open database, whichever the dialect, that the portable adapters
 * share; the SQLite- and PostgreSQL-only adapters take SqliteDatabase or PostgresDatabase.
 */
export const SqlDatabase = Symbol.for('SqlDatabase');
