import type { Kysely } from 'kysely';
import type { Database } from './database-schema';

/** An open embedded database: the query builder, its migrations and its end. */
export interface SqliteDatabase {
  readonly db: Kysely<Database>;
  /** Runs the migrations not yet applied; returns their names ([] when up to date). */
  migrate(): Promise<readonly string[]>;
  /** Closes the connection; queries afterwards fail. Safe to call twice. */
  close(): Promise<void>;
}

/** The inversify token of the open database the SQLite adapters share. */
export const SqliteDatabase = Symbol.for('SqliteDatabase');
