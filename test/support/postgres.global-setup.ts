import type { TestProject } from 'vitest/node';
import { openPostgresDatabase } from '../../adapters/storage/postgres/open-postgres-database';
import { startPostgresServer } from './postgres-server';

// The integration project's one PostgreSQL cluster per run (one initdb per machine, one cluster
// start per run): a database migrated once is the template every test copies
// (`CREATE DATABASE … TEMPLATE`), so no test file pays for a cluster or the migrations.

/** What the test files get through `inject('postgres')`. */
export interface SharedPostgres {
  /** The cluster's loopback port. */
  readonly port: number;
  /** The migrated database without connections that each test database copies. */
  readonly template: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: SharedPostgres;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgresServer();
  const url = await server.createDatabase();
  const database = openPostgresDatabase({ url, maxConnections: 1 });
  await database.migrate();
  await database.close();
  project.provide('postgres', { port: server.port, template: new URL(url).pathname.slice(1) });
  return () => server.stop();
}
