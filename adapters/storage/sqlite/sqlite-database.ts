import type { Statement } from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Database } from '../sql/database-schema';
import type { SqlDatabase } from '../sql/sql-database';

/** An open embedded database: the query builder, its migrations and its end. */
export interface SqliteDatabase extends SqlDatabase {
  readonly db: Kysely<Database>;
  /**
   * The statement for `sql`, prepared on the first call and reused afterwards, on the same
   * connection as `db`. For the hot queries of the API only: Kysely compiles and better-sqlite3
   * prepares every query anew, six times the cost of running a prepared one
   * (test/bench/api.bench.ts). Call it after `migrate()`; no Kysely transaction is kept open
   * across awaits outside the migrations, so a statement never runs inside a foreign one.
   */
  statement<Params extends unknown[], Row>(sql: string): Statement<Params, Row>;
  /**
   * Runs `work` (synchronous statements from `statement`) with the other writes of this
   * event-loop turn in one transaction; settles after the commit (group-commit.ts).
   */
  write<T>(work: () => T): Promise<T>;
  /**
   * Whether a transaction is open on the connection. Inside `write` work that is the group's,
   * which a failing write rolls back whole before each write runs again on its own.
   */
  inTransaction(): boolean;
  /**
   * A consistent copy of the open database written to `file` with SQLite's online backup API,
   * step by step between the server's other work (writes meanwhile end up in the copy).
   */
  backup(file: string): Promise<void>;
  /** Runs the migrations not yet applied; returns their names ([] when up to date). */
  migrate(): Promise<readonly string[]>;
  /** Closes the connection; queries afterwards fail. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * The inversify token of the open SQLite database, for the adapters that need its prepared
 * statements and group commit; the portable ones take SqlDatabase (bound to the same object).
 */
export const SqliteDatabase = Symbol.for('SqliteDatabase');
