import { type Kysely, Migrator } from 'kysely';
import { InCodeMigrationProvider } from './migration-provider';

/**
 * Runs the migrations not yet applied on either database, in name order; returns their names.
 * Unordered runs are allowed: branches add migrations in parallel, and a database that already
 * ran a later number (a developer's, a review server's) must still take an earlier one merged
 * after it instead of refusing to start. Each migration touches only its own tables and columns,
 * so none depends on running before a later number.
 */
export const migrateToLatest = async <DB>(db: Kysely<DB>): Promise<readonly string[]> => {
  const migrator = new Migrator({
    db,
    provider: new InCodeMigrationProvider(),
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
};
