import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** A WAL file past this many pages (40 MB) is checkpointed with RESTART, so that it starts over. */
export const RESTART_PAGES = 10_000;
/** How often the worker checkpoints (PASSIVE: what the server's writes have appended since). */
const CHECKPOINT_MS = 250;

export interface WalCheckpointerOptions {
  readonly file: string;
  readonly restartPages?: number;
  readonly intervalMs?: number;
  /** Called (on the server's thread) when the WAL file is past `restartPages`. */
  readonly onWalTooLong: () => void;
  /** Called once when the worker ended without being stopped (it failed): no more checkpoints. */
  readonly onFailure: () => void;
}

/** The worker that checkpoints the database's WAL; `stop` ends it (its connection closed). */
export interface WalCheckpointer {
  /** Checkpoints done so far (PASSIVE and RESTART), as the worker last reported them. */
  checkpoints(): number;
  stop(): Promise<void>;
}

// The worker's code, CommonJS as `eval` workers run it: its own better-sqlite3 connection to the
// same file (the driver's path handed over, so the bundle's externals resolve as the server's).
// Every `pollMs` a PASSIVE checkpoint copies what it can without waiting for the server's writes
// (the next write starts the WAL over once all of it is copied). Under steady writes it never
// catches up whole, so the WAL file grows: past `restartPages` the worker copies once more and
// then asks the server's connection for a RESTART (onWalTooLong), which has only the frames of
// the moment since to copy, between two writes; its next write starts the WAL over and
// journal_size_limit cuts the file back. While a RESTART is asked for, the worker copies nothing,
// so the two do not wait for each other. (It once asked without the last copy: the server's
// RESTART then copied up to 250 ms of writes — some 3,000 pages under a burst of applications —
// and synced them on the event loop.)
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const Database = require(workerData.driver);
const { file, restartPages, pollMs } = workerData;
const db = new Database(file, { fileMustExist: true });
db.pragma('busy_timeout = 1000');
const passive = db.prepare('pragma wal_checkpoint(PASSIVE)');
let done = 0;
let asked = false;
const walPages = () => {
  try { return fs.statSync(file + '-wal').size / 4096; } catch { return 0; }
};
const tick = () => {
  const long = walPages() >= restartPages;
  if (long && asked) {
    parentPort.postMessage({ done, restart: true });
    return;
  }
  try {
    passive.get();
    done += 1;
  } catch {}
  asked = long;
  parentPort.postMessage({ done, restart: long });
};
const timer = setInterval(tick, pollMs);
parentPort.on('message', () => {
  clearInterval(timer);
  tick();
  db.close();
  parentPort.close();
});
`;

/**
 * Checkpoints the WAL of `file` on a worker thread, so that neither the copy into the database
 * nor its fsync runs on the server's event loop (with wal_autocheckpoint at its default, every
 * thousandth page's commit copied the WAL and synced the file inside a request). The server's
 * connection sets wal_autocheckpoint = 0 and may not hold the file EXCLUSIVE (open-database.ts).
 */
export const startWalCheckpointer = (options: WalCheckpointerOptions): WalCheckpointer => {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      file: options.file,
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      restartPages: options.restartPages ?? RESTART_PAGES,
      pollMs: options.intervalMs ?? CHECKPOINT_MS,
    },
  });
  // The worker's timer alone keeps no server (or test) process alive.
  worker.unref();
  let count = 0;
  worker.on('message', (report: { done: number; restart: boolean }) => {
    count = report.done;
    if (report.restart) options.onWalTooLong();
  });
  let stopped: Promise<void> | null = null;
  const exited = new Promise<void>((resolve) => {
    worker.once('exit', () => {
      // Ended unasked (its error below): the server's connection checkpoints again.
      if (stopped === null) options.onFailure();
      resolve();
    });
  });
  // A failing worker never takes the server with it.
  worker.on('error', () => undefined);
  return {
    checkpoints: () => count,
    stop() {
      stopped ??= (async () => {
        // Kept alive until the worker has closed its connection (unref'd, the process could
        // end first and leave the file's WAL behind).
        worker.ref();
        worker.postMessage('stop');
        await exited;
      })();
      return stopped;
    },
  };
};
