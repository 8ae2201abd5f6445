import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseFileIn, openDatabase } from '../../../adapters/storage/sqlite/open-database';
import type { SqliteDatabase } from '../../../adapters/storage/sqlite/sqlite-database';
import type { OutboxKind } from '../../../domain/outbox/outbox-kind';
import type { OutboxPort } from '../../../ports/outbox.port';

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

/** A store under contract with the one outbox it writes its entries to. */
export interface WithOutbox<Port> {
  readonly port: Port;
  readonly outbox: OutboxPort;
}

/** The keys of the entries of `kind` due by `until` (at most `limit`), as the worker would claim them. */
export const dueKeys = async (
  outbox: OutboxPort,
  kind: OutboxKind,
  limit = 100,
  until = '2100-01-01T00:00:00.000Z',
): Promise<readonly string[]> =>
  (await outbox.claimDue([kind], until, limit)).map((item) => item.key);
