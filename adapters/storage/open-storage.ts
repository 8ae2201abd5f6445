import type { ContainerModule } from 'inversify';
import { openPostgresDatabase } from './postgres/open-postgres-database';
import { databaseFileIn, openDatabase } from './sqlite/open-database';
import { postgresStorageModule, storageModule } from './storage.module';

/** The chosen database as the server uses it: its storage module, migrated, and its end. */
export interface OpenStorage {
  readonly kind: 'sqlite' | 'postgres';
  readonly module: ContainerModule;
  /** SQLite only: a consistent online copy of the database to a file (`rente backup`). */
  readonly backup?: (file: string) => Promise<void>;
  close(): Promise<void>;
}

/** A postgres:// or postgresql:// URL, or null for the embedded SQLite default. */
export const databaseUrlOf = (env: NodeJS.ProcessEnv): string | null => {
  const url = env.DATABASE_URL?.trim() ?? '';
  return /^postgres(ql)?:\/\//.test(url) ? url : null;
};

const MAX_POOL_SIZE = 100;

/**
 * DATABASE_POOL_SIZE: the PostgreSQL connections of this server, a whole number from 1 to 100;
 * undefined when unset (twice the cores, at least 4), null when it is not such a number.
 */
export const databasePoolSizeOf = (env: NodeJS.ProcessEnv): number | undefined | null => {
  const text = env.DATABASE_POOL_SIZE?.trim() ?? '';
  if (text === '') return undefined;
  const size = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  return size >= 1 && size <= MAX_POOL_SIZE ? size : null;
};

/** The refusal of a DATABASE_POOL_SIZE that databasePoolSizeOf answers null for. */
export const databasePoolSizeMessage = (env: NodeJS.ProcessEnv): string =>
  `DATABASE_POOL_SIZE muss eine ganze Zahl von 1 bis ${MAX_POOL_SIZE} (Verbindungen) sein, nicht „${env.DATABASE_POOL_SIZE?.trim() ?? ''}“.`;

/**
 * DATABASE_URL=postgres://… selects PostgreSQL (several servers may share it); unset, the
 * embedded SQLite file in DATA_DIR; `poolSize` is PostgreSQL's (DATABASE_POOL_SIZE). Either is migrated before it is handed out.
 */
export const openStorage = async (
  databaseUrl: string | null,
  dataDir: string,
  poolSize?: number,
): Promise<OpenStorage> => {
  if (databaseUrl !== null) {
    const database = openPostgresDatabase({
      url: databaseUrl,
      ...(poolSize === undefined ? {} : { maxConnections: poolSize }),
    });
    try {
      await database.migrate();
    } catch (e) {
      await database.close();
      throw e;
    }
    return { kind: 'postgres', module: postgresStorageModule(database), close: database.close };
  }
  const database = openDatabase({ file: databaseFileIn(dataDir), checkpointInWorker: true });
  try {
    await database.migrate();
  } catch (e) {
    await database.close();
    throw e;
  }
  return {
    kind: 'sqlite',
    module: storageModule(database),
    backup: database.backup,
    close: database.close,
  };
};
