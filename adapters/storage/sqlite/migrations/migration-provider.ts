import type { Migration, MigrationProvider } from 'kysely';
import { init0001 } from './0001-init.migration';
import { applications0002 } from './0002-applications.migration';

/** Every migration, in order; names sort as the Migrator runs them. Never rename or edit one. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_init': init0001,
  '0002_applications': applications0002,
};

/** Migrations bundled in code (no folder scan), so the bundled server carries them. */
export class InCodeMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return { ...MIGRATIONS };
  }
}
