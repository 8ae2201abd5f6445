import os from 'node:os';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../sql/database-schema';
import { migrateToLatest } from '../sql/migrations/migrate-to-latest';
import type { PostgresDatabase, PreparedStatement } from './postgres-database';

export interface OpenPostgresOptions {
  /** postgres://user:password@host:port/database */
  readonly url: string;
  /** Connections of this process; several servers share the database's max_connections. */
  readonly maxConnections?: number;
}

/**
 * The pool's default size: twice the cores (PostgreSQL's rule of thumb, core count × 2 plus
 * disks, for a database on the same machine), at least 4 so a transaction that waits on a lock
 * leaves the hot path connections. One Node process runs on one core: more connections only
 * queue more work on the database's cores.
 */
export const defaultPoolSize = (cores: number = os.availableParallelism()): number =>
  Math.max(4, 2 * cores);

/** A pool on `url`; `Client` is pg's own unless a test counts round trips with a subclass. */
export const openPostgresPool = (
  options: OpenPostgresOptions,
  Client: typeof pg.Client = pg.Client,
): pg.Pool => {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? defaultPoolSize(),
    Client,
  });
  // An idle connection the server drops (restart, failover) must not crash the process; the
  // pool replaces it and the next query reports the trouble to its caller.
  pool.on('error', () => undefined);
  return pool;
};

/**
 * The database on a pool (its own from now on: `close` ends it); call `migrate()` before first
 * use. The same migrations as SQLite run here; Kysely's migrator takes an advisory lock, so
 * servers starting at once migrate one after the other.
 */
export const postgresDatabaseOn = (pool: pg.Pool): PostgresDatabase => {
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closed: Promise<void> | null = null;
  return {
    db,
    transaction: (work) => db.transaction().execute(work),
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async prepared<Row>(statement: PreparedStatement, values: readonly unknown[]): Promise<Row[]> {
      const result = await pool.query({
        name: statement.name,
        text: statement.text,
        values: [...values],
      });
      return result.rows as Row[];
    },
    migrate(): Promise<readonly string[]> {
      return migrateToLatest(db);
    },
    close(): Promise<void> {
      closed ??= db.destroy();
      return closed;
    },
  };
};

/** Connects a pool to the PostgreSQL database; call `migrate()` before first use. */
export const openPostgresDatabase = (options: OpenPostgresOptions): PostgresDatabase =>
  postgresDatabaseOn(openPostgresPool(options));
