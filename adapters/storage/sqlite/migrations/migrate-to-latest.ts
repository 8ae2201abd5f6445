import { type Kysely, Migrator } from 'kysely';
import { InCodeMigrationProvider } from './migration-provider';

/** Runs the migrations not yet applied on either database; returns their names. */
export const migrateToLatest = async <DB>(db: Kysely<DB>): Promise<readonly string[]> => {
  const migrator = new Migrator({ db, provider: new InCodeMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
};
