import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from '../sql/database-schema';
import { migrateToLatest } from '../sql/migrations/migrate-to-latest';
import type { PostgresDatabase } from './postgres-database';

export interface OpenPostgresOptions {
  /** postgres://user:password@host:port/database */
  readonly url: string;
  /** Connections of this process; several servers share the database's max_connections. */
  readonly maxConnections?: number;
}

const DEFAULT_MAX_CONNECTIONS = 10;

/**
 * Connects a pool to the PostgreSQL database; call `migrate()` before first use. The same
 * migrations as SQLite run here; Kysely's migrator takes an advisory lock, so servers starting
 * at once migrate one after the other.
 */
export const openPostgresDatabase = (options: OpenPostgresOptions): PostgresDatabase => {
  // pg loads with the first query (the migrations), so a start on SQLite never loads it.
  const pool = async () => {
    const { default: pg } = await import('pg');
    const created = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? DEFAULT_MAX_CONNECTIONS,
    });
    // An idle connection the server drops (restart, failover) must not crash the process; the
    // pool replaces it and the next query reports the trouble to its caller.
    created.on('error', () => undefined);
    return created;
  };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closed: Promise<void> | null = null;
  return {
    db,
    transaction: (work) => db.transaction().execute(work),
    migrate(): Promise<readonly string[]> {
      return migrateToLatest(db);
    },
    close(): Promise<void> {
      closed ??= db.destroy();
      return closed;
    },
  };
};
