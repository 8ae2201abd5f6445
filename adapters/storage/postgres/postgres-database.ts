import type { Kysely } from 'kysely';
import type { Database } from '../sql/database-schema';
import type { SqlDatabase } from '../sql/sql-database';

/**
 * A statement PostgreSQL parses and plans once per pooled connection (the extended protocol's
 * named statement): later runs send only its parameters. Names are unique per statement text.
 */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

/** An open PostgreSQL database (DATABASE_URL): the query builder, its migrations and its end. */
export interface PostgresDatabase extends SqlDatabase {
  readonly db: Kysely<Database>;
  /**
   * Runs one prepared statement on a pooled connection, without Kysely's query building: one
   * round trip (outside any transaction, so it commits on its own). For the hot paths.
   */
  prepared<Row>(statement: PreparedStatement, values: readonly unknown[]): Promise<Row[]>;
  /** Runs the migrations not yet applied; returns their names ([] when up to date). */
  migrate(): Promise<readonly string[]>;
  /** Ends the pool; queries afterwards fail. Safe to call twice. */
  close(): Promise<void>;
}

/** The inversify token of the open database the PostgreSQL adapters share. */
export const PostgresDatabase = Symbol.for('PostgresDatabase');
