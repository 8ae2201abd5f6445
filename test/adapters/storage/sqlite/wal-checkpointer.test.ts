import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../../../adapters/storage/sqlite/open-database';
import type { SqliteDatabase } from '../../../../adapters/storage/sqlite/sqlite-database';
import { startWalCheckpointer } from '../../../../adapters/storage/sqlite/wal-checkpointer';

// The server's database (checkpointInWorker): the WAL is checkpointed by a worker thread, not by
// a commit on the event loop. Checked on the files: the rows reach the database file, the WAL
// file stays bounded under steady writes, and closing ends the worker (the file is then
// checkpointed whole and closed, so another connection reads every row from the file alone).

const dirs: string[] = [];
const opened: SqliteDatabase[] = [];

afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const openWithWorker = async (
  options: { walRestartPages?: number } = {},
): Promise<{ database: SqliteDatabase; file: string }> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-wal-'));
  dirs.push(dir);
  const file = path.join(dir, 'rk.sqlite');
  const database = openDatabase({ file, checkpointInWorker: true, ...options });
  opened.push(database);
  database.statement('create table t (id integer primary key, body text not null)').run();
  return { database, file };
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PAGE = 4096;
/** One row of about 3 kB: each insert adds at least a page to the WAL. */
const BODY = 'x'.repeat(3000);

const insertRows = async (database: SqliteDatabase, count: number): Promise<void> => {
  const insert = database.statement<[string], never>('insert into t (body) values (?)');
  for (let i = 0; i < count; i += 10) {
    await Promise.all(Array.from({ length: 10 }, () => database.write(() => insert.run(BODY))));
  }
};

const fileSize = (name: string): number => (fs.existsSync(name) ? fs.statSync(name).size : 0);

describe('WAL checkpoints on a worker thread', () => {
  it('turns off the automatic checkpoint and holds no exclusive lock on the server connection', async () => {
    const { database } = await openWithWorker();
    expect(database.statement('pragma wal_autocheckpoint').get()).toEqual({
      wal_autocheckpoint: 0,
    });
    expect(database.statement('pragma locking_mode').get()).toEqual({ locking_mode: 'normal' });
  });

  it('copies the rows into the database file while the server writes, without its commits', async () => {
    const { database, file } = await openWithWorker();
    const before = fileSize(file);
    await insertRows(database, 300);
    // The worker checkpoints every 250 ms: the database file grows by the rows' pages.
    for (let i = 0; i < 40 && fileSize(file) - before < 300 * 3000; i++) await pause(100);
    expect(fileSize(file) - before).toBeGreaterThanOrEqual(300 * 3000);
  });

  it('keeps the WAL file bounded under steady writes (a RESTART when it grows past its limit)', async () => {
    const { database, file } = await openWithWorker({ walRestartPages: 1000 });
    const insert = database.statement<[string], never>('insert into t (body) values (?)');
    let largest = 0;
    // 15,000 rows of a page or more each, in groups of ten a millisecond apart: the worker's
    // PASSIVE copies while the writes go on, and never catches up whole.
    for (let group = 0; group < 1500; group++) {
      await Promise.all(Array.from({ length: 10 }, () => database.write(() => insert.run(BODY))));
      largest = Math.max(largest, fileSize(`${file}-wal`));
      await pause(1);
    }
    const rows = database.statement('select count(*) as n from t').get() as { n: number };
    expect(rows.n).toBe(15_000);
    // Without checkpoints the WAL would hold every page (over 15,000); it stays within the limit
    // and the writes of about two of the worker's turns (250 ms each).
    expect(largest / PAGE).toBeLessThan(8000);
  });

  it('stops the worker on close: the file holds every row and opens exclusively afterwards', async () => {
    const { database, file } = await openWithWorker();
    await insertRows(database, 200);
    await database.close();
    // A worker still connected would keep a lock that the exclusive open below cannot take.
    const reader = new BetterSqlite3(file);
    try {
      reader.pragma('locking_mode = EXCLUSIVE');
      reader.pragma('busy_timeout = 0');
      reader.prepare('begin exclusive').run();
      expect(reader.prepare('select count(*) as n from t').get()).toEqual({ n: 200 });
      reader.prepare('commit').run();
    } finally {
      reader.close();
    }
  });

  it('refuses a second opener of the file while it is open (the owner lock), and frees it on close', async () => {
    const { database, file } = await openWithWorker();
    expect(() => openDatabase({ file, checkpointInWorker: true })).toThrow(
      /schon von einem anderen Prozess geöffnet/,
    );
    expect(fs.statSync(`${file}-owner`).mode & 0o777).toBe(0o600);
    await database.close();
    const again = openDatabase({ file, checkpointInWorker: true });
    opened.push(again);
    expect(again.statement('select count(*) as n from t').get()).toEqual({ n: 0 });
  });

  it('tells the server when the worker fails (its file missing), and not when stopped', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-wal-'));
    dirs.push(dir);
    let failed = 0;
    const noop = () => undefined;
    const missing = startWalCheckpointer({
      file: path.join(dir, 'missing.sqlite'),
      onWalTooLong: noop,
      onFailure: () => {
        failed += 1;
      },
    });
    await vi.waitFor(() => expect(failed).toBe(1), { timeout: 10_000 });
    await missing.stop();
    const { file } = await openWithWorker();
    const stopped = startWalCheckpointer({
      file,
      onWalTooLong: noop,
      onFailure: () => {
        failed += 1;
      },
    });
    await stopped.stop();
    expect(failed).toBe(1);
  });
});
