import type { Kysely } from 'kysely';
import type { Database } from '../sql/database-schema';
import type { SqlDatabase } from '../sql/sql-database';

/** An open PostgreSQL database (DATABASE_URL): the query builder, its migrations and its end. */
export interface PostgresDatabase extends SqlDatabase {
  readonly db: Kysely<Database>;
  /** Runs the migrations not yet applied; returns their names ([] when up to date). */
  migrate(): Promise<readonly string[]>;
  /** Ends the pool; queries afterwards fail. Safe to call twice. */
  close(): Promise<void>;
}

/** The inversify token of the open database the PostgreSQL adapters share. */
export const PostgresDatabase = Symbol.for('PostgresDatabase');
