import { inject } from 'vitest';
import { openPostgresDatabase } from '../../../adapters/storage/postgres/open-postgres-database';
import type { PostgresDatabase } from '../../../adapters/storage/postgres/postgres-database';
import type { SharedPostgres } from '../../support/postgres.global-setup';
import { createPostgresDatabase, postgresUrl } from '../../support/postgres-server';
import type { SubjectFactory } from './temp-database';

// The run's PostgreSQL cluster (started once by the integration project's globalSetup,
// test/support/postgres.global-setup.ts) and its migrated template database.

/** The run's cluster: its port, its template, and URLs on it. */
export const postgresCluster = (): SharedPostgres & { urlOf(database: string): string } => {
  const shared = inject('postgres');
  if (shared === undefined) {
    throw new Error(
      'No PostgreSQL cluster: run this file in the integration project (npx vitest --project integration)',
    );
  }
  return { ...shared, urlOf: (database) => postgresUrl(shared.port, database) };
};

/** A fresh migrated PostgreSQL database (a copy of the run's template) for one subject. */
export const openFreshPostgres = async (): Promise<{ database: PostgresDatabase; url: string }> => {
  const { port, template } = postgresCluster();
  const url = await createPostgresDatabase(port, template);
  return { database: openPostgresDatabase({ url, maxConnections: 4 }), url };
};

/** The adapter on a fresh migrated PostgreSQL database. */
export const onPostgres =
  <T>(make: (database: PostgresDatabase) => T): SubjectFactory<T> =>
  async () => {
    const { database } = await openFreshPostgres();
    return { store: make(database), dispose: database.close };
  };
