import fs from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { ownerLockFileOf } from './database-file';

/** The server's hold on a database file; `release` lets the next process have it. */
export interface OwnerLock {
  release(): void;
}

/**
 * Takes the database's owner lock, or throws when another process holds it (a second server on
 * the same DATA_DIR, a running server for `rente restore`). Without EXCLUSIVE locking on the
 * database itself (the WAL checkpointer's worker has a connection of its own, wal-checkpointer.ts)
 * this keeps a second server from opening the file and running the outbox twice: an empty SQLite
 * file beside the database, held by an EXCLUSIVE lock for the connection's lifetime.
 */
export const takeOwnerLock = (file: string): OwnerLock => {
  const name = ownerLockFileOf(file);
  fs.closeSync(fs.openSync(name, 'a', 0o600));
  fs.chmodSync(name, 0o600);
  const lock = new BetterSqlite3(name, { timeout: 0 });
  try {
    lock.pragma('locking_mode = EXCLUSIVE');
    // A write transaction takes the EXCLUSIVE lock, which the locking mode keeps after commit.
    lock.exec('BEGIN EXCLUSIVE; COMMIT;');
  } catch {
    lock.close();
    throw new Error(
      `Die Datenbank ${file} ist schon von einem anderen Prozess geöffnet (läuft dort ein Server?).`,
    );
  }
  return { release: () => lock.close() };
};
