import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseFileIn, openDatabase } from '../../../adapters/storage/sqlite/open-database';
import type { SqliteDatabase } from '../../../adapters/storage/sqlite/sqlite-database';

/** A migrated database in a fresh temp folder; `dispose` closes it and removes the folder. */
export interface TempDatabase {
  readonly database: SqliteDatabase;
  readonly dir: string;
  readonly file: string;
  dispose(): Promise<void>;
}

export const openTempDatabase = async (): Promise<TempDatabase> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-'));
  const file = databaseFileIn(dir);
  const database = openDatabase({ file });
  await database.migrate();
  return {
    database,
    dir,
    file,
    async dispose(): Promise<void> {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** A store under test with the way to throw it away afterwards. */
export interface Subject<T> {
  readonly store: T;
  dispose(): Promise<void>;
}

export type SubjectFactory<T> = () => Promise<Subject<T>>;

/** A subject without anything to clean up (the in-memory fakes). */
export const inMemory =
  <T>(make: () => T): SubjectFactory<T> =>
  async () => ({ store: make(), dispose: async () => {} });

/** A SQLite adapter on a fresh migrated temp file. */
export const onTempFile =
  <T>(make: (database: SqliteDatabase) => T): SubjectFactory<T> =>
  async () => {
    const temp = await openTempDatabase();
    return { store: make(temp.database), dispose: temp.dispose };
  };
