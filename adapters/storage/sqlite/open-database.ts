import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3, { type Statement } from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../sql/database-schema';
import { migrateToLatest } from '../sql/migrations/migrate-to-latest';
import { withCachedStatements } from './cached-statements';
import { groupCommitOn } from './group-commit';
import { takeOwnerLock } from './owner-lock';
import type { SqliteDatabase } from './sqlite-database';
import { startWalCheckpointer } from './wal-checkpointer';

export interface OpenDatabaseOptions {
  /** A file path, or ':memory:' for tests. */
  readonly file: string;
  /**
   * The server's setting: the WAL checkpointed by a worker thread (wal-checkpointer.ts) instead
   * of inside a commit on the event loop; the file is then shared with the worker's connection,
   * not held EXCLUSIVE. Off (SQLite's automatic checkpoint) for the CLI and tests.
   */
  readonly checkpointInWorker?: boolean;
  /** With checkpointInWorker: the WAL file's pages that ask for a RESTART (default 10,000). */
  readonly walRestartPages?: number;
}

export { DATABASE_FILE_NAME, databaseFileIn } from './database-file';

const IN_MEMORY = ':memory:';

// Without the checkpoint worker (the CLI, tests): the connection is the file's only user.
// EXCLUSIVE keeps its locks for the connection's lifetime and the WAL index in the process's
// memory, sparing about six lock system calls per write (test/bench/api.bench.ts); a second
// process is refused while it runs. Set before WAL so that the WAL index never goes to shared
// memory. The server trades these for the worker's checkpoints (test/bench/application.bench.ts)
// and keeps other processes out with its owner lock.
// WAL lets readers run beside the writer; NORMAL is durable enough under WAL and much faster.
const PRAGMAS = [
  'locking_mode = EXCLUSIVE',
  'journal_mode = WAL',
  'foreign_keys = ON',
  'busy_timeout = 5000',
  'synchronous = NORMAL',
];
// With the checkpoint on a worker (two connections, so no EXCLUSIVE lock): no automatic
// checkpoint on the server's connection, and a WAL file cut back to 4 MB when it starts over.
const WORKER_CHECKPOINT_PRAGMAS = [
  'journal_mode = WAL',
  'wal_autocheckpoint = 0',
  'journal_size_limit = 4194304',
  'foreign_keys = ON',
  'busy_timeout = 5000',
  'synchronous = NORMAL',
];

/** The files SQLite keeps beside the database: the write-ahead log and its index, a journal. */
const COMPANION_SUFFIXES = ['-wal', '-shm', '-journal'];

/**
 * The database and its companions readable by the owner only (0600), whatever the umask: the
 * file is created 0600 before SQLite opens it (an empty file is an empty database), and SQLite
 * creates its -wal and -shm with the database file's own mode. Files of an older start that
 * were 0644 are changed to 0600.
 */
const keepDatabasePrivate = (file: string): void => {
  try {
    fs.closeSync(fs.openSync(file, 'wx', 0o600));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  for (const name of [file, ...COMPANION_SUFFIXES.map((suffix) => `${file}${suffix}`)]) {
    try {
      fs.chmodSync(name, 0o600);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
  }
};

/**
 * Opens (and creates, with its folder, 0700) the SQLite file, 0600 with its -wal and -shm;
 * call `migrate()` before first use.
 */
export const openDatabase = (options: OpenDatabaseOptions): SqliteDatabase => {
  if (options.file !== IN_MEMORY) {
    fs.mkdirSync(path.dirname(options.file), { recursive: true, mode: 0o700 });
    keepDatabasePrivate(options.file);
  }
  const inWorker = options.checkpointInWorker === true && options.file !== IN_MEMORY;
  // The file is shared with the worker's connection: a second process is kept out by the lock.
  const owner = inWorker ? takeOwnerLock(options.file) : null;
  const sqlite = new BetterSqlite3(options.file);
  for (const pragma of inWorker ? WORKER_CHECKPOINT_PRAGMAS : PRAGMAS) sqlite.pragma(pragma);
  // The -wal created by the pragmas above takes the database's mode; an old one is changed here.
  if (options.file !== IN_MEMORY) keepDatabasePrivate(options.file);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withCachedStatements(sqlite) }),
  });
  // The RESTART between two writes (no transaction open), when the worker asks for it.
  const restartWal = (): void => {
    if (sqlite.open && !sqlite.inTransaction) sqlite.pragma('wal_checkpoint(RESTART)');
  };
  const checkpointer = inWorker
    ? startWalCheckpointer({
        file: options.file,
        onWalTooLong: () => setImmediate(restartWal),
        // SQLite's own checkpoint again, rather than a WAL that grows without end.
        onFailure: () => {
          if (sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
        },
        ...(options.walRestartPages === undefined ? {} : { restartPages: options.walRestartPages }),
      })
    : null;
  let closed: Promise<void> | null = null;
  const statements = new Map<string, Statement<unknown[], unknown>>();
  const write = groupCommitOn(sqlite);

  return {
    db,
    write,
    inTransaction: () => sqlite.inTransaction,
    // Kysely's SQLite driver holds its one connection for the transaction (other Kysely queries
    // wait); the group commit's writes wait too (group-commit.ts `alone`).
    transaction: (work) => write.alone(() => db.transaction().execute(work)),
    statement<Params extends unknown[], Row>(sql: string): Statement<Params, Row> {
      let prepared = statements.get(sql);
      if (prepared === undefined) {
        prepared = sqlite.prepare<unknown[], unknown>(sql);
        statements.set(sql, prepared);
      }
      return prepared as Statement<Params, Row>;
    },
    async backup(file: string): Promise<void> {
      await sqlite.backup(file);
    },
    migrate(): Promise<readonly string[]> {
      return migrateToLatest(db);
    },
    close(): Promise<void> {
      closed ??= (async () => {
        await checkpointer?.stop();
        await db.destroy();
        // Kysely closes the connection only when it ran a query (its driver starts lazily).
        if (sqlite.open) sqlite.close();
        owner?.release();
      })();
      return closed;
    },
  };
};
