import type { ContainerModule } from 'inversify';
import { openPostgresDatabase } from './postgres/open-postgres-database';
import { databaseFileIn, openDatabase } from './sqlite/open-database';
import { postgresStorageModule, storageModule } from './storage.module';

/** The chosen database as the server uses it: its storage module, migrated, and its end. */
export interface OpenStorage {
  readonly kind: 'sqlite' | 'postgres';
  readonly module: ContainerModule;
  close(): Promise<void>;
}

/** A postgres:// or postgresql:// URL, or null for the embedded SQLite default. */
export const databaseUrlOf = (env: NodeJS.ProcessEnv): string | null => {
  const url = env.DATABASE_URL?.trim() ?? '';
  return /^postgres(ql)?:\/\//.test(url) ? url : null;
};

/**
 * DATABASE_URL=postgres://… selects PostgreSQL (several servers may share it); unset, the
 * embedded SQLite file in DATA_DIR. Either is migrated before it is handed out.
 */
export const openStorage = async (
  databaseUrl: string | null,
  dataDir: string,
): Promise<OpenStorage> => {
  if (databaseUrl !== null) {
    const database = openPostgresDatabase({ url: databaseUrl });
    try {
      await database.migrate();
    } catch (e) {
      await database.close();
      throw e;
    }
    return { kind: 'postgres', module: postgresStorageModule(database), close: database.close };
  }
  const database = openDatabase({ file: databaseFileIn(dataDir) });
  try {
    await database.migrate();
  } catch (e) {
    await database.close();
    throw e;
  }
  return { kind: 'sqlite', module: storageModule(database), close: database.close };
};
