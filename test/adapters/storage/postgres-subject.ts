import { afterAll, beforeAll } from 'vitest';
import { openPostgresDatabase } from '../../../adapters/storage/postgres/open-postgres-database';
import type { PostgresDatabase } from '../../../adapters/storage/postgres/postgres-database';
import { type PostgresServer, startPostgresServer } from '../../support/postgres-server';
import type { SubjectFactory } from './temp-database';

interface Cluster {
  readonly server: PostgresServer;
  /** A migrated database without connections: each subject gets a copy of it. */
  readonly template: string;
}

let cluster: Promise<Cluster> | null = null;

const startCluster = async (): Promise<Cluster> => {
  const server = await startPostgresServer();
  const url = await server.createDatabase();
  const database = openPostgresDatabase({ url, maxConnections: 1 });
  await database.migrate();
  await database.close();
  return { server, template: new URL(url).pathname.slice(1) };
};

/** The cluster of this test file, started on first use (one per file, stopped after it). */
export const postgresCluster = (): Promise<Cluster> => {
  cluster ??= startCluster();
  return cluster;
};

/** A fresh migrated PostgreSQL database (a copy of the file's template) for one subject. */
export const openFreshPostgres = async (): Promise<{ database: PostgresDatabase; url: string }> => {
  const { server, template } = await postgresCluster();
  const url = await server.createDatabase(template);
  return { database: openPostgresDatabase({ url, maxConnections: 4 }), url };
};

/** The adapter on a fresh migrated PostgreSQL database. */
export const onPostgres =
  <T>(make: (database: PostgresDatabase) => T): SubjectFactory<T> =>
  async () => {
    const { database } = await openFreshPostgres();
    return { store: make(database), dispose: database.close };
  };

// Starting the cluster takes seconds on a loaded machine: once per file, not in a test's hook.
const CLUSTER_START_TIMEOUT_MS = 180_000;
beforeAll(async () => {
  await postgresCluster();
}, CLUSTER_START_TIMEOUT_MS);

afterAll(async () => {
  if (cluster !== null) await (await cluster).server.stop();
});
