import type { Database, Statement } from 'better-sqlite3';

interface Job {
  readonly work: () => unknown;
  readonly resolve: (value: unknown) => void;
  readonly reject: (reason: unknown) => void;
}

/** Runs a write on the connection; the promise settles once it is committed. */
export interface GroupWrite {
  <T>(work: () => T): Promise<T>;
  /**
   * Runs `work` (an asynchronous transaction of its own) while no group of writes runs: the
   * writes queued meanwhile wait until it has settled, and so do later `alone` calls.
   */
  alone<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * Group commit: the writes queued during one event-loop turn run in one transaction after it, in
 * their order. Under load the requests of a turn share one commit (the WAL append, its index
 * and checksums) instead of paying it each: a third of the time of a lone commit per write
 * (test/bench/api.bench.ts). Each caller hears of its own write only after the commit. When a
 * write fails the transaction is rolled back and every write of the turn runs again on its own,
 * so one failure never takes the others with it. `work` must be synchronous SQL only.
 */
export const groupCommitOn = (sqlite: Database): GroupWrite => {
  let queue: Job[] = [];
  /** The `alone` work running (and those waiting behind it); null while none. */
  let aloneTail: Promise<unknown> | null = null;
  let statements: { begin: Statement; commit: Statement; rollback: Statement } | null = null;

  const runTogether = (jobs: readonly Job[]): boolean => {
    statements ??= {
      begin: sqlite.prepare('begin immediate'),
      commit: sqlite.prepare('commit'),
      rollback: sqlite.prepare('rollback'),
    };
    try {
      statements.begin.run();
      const results = jobs.map((job) => job.work());
      statements.commit.run();
      for (const [i, job] of jobs.entries()) job.resolve(results[i]);
      return true;
    } catch {
      if (sqlite.open && sqlite.inTransaction) statements.rollback.run();
      return false;
    }
  };

  const flush = (): void => {
    if (aloneTail !== null) {
      // A transaction of its own is open across awaits: the group waits for it to settle.
      const waitFor = aloneTail;
      void waitFor.finally(() => setImmediate(flush));
      return;
    }
    if (queue.length === 0) return;
    const jobs = queue;
    queue = [];
    if (jobs.length > 1 && sqlite.open && runTogether(jobs)) return;
    for (const job of jobs) {
      try {
        job.resolve(job.work());
      } catch (e) {
        job.reject(e);
      }
    }
  };

  const write = <T>(work: () => T): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (queue.length === 1) setImmediate(flush);
    });

  const alone = <T>(work: () => Promise<T>): Promise<T> => {
    const before = aloneTail ?? Promise.resolve();
    const run = before.then(work, work);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    aloneTail = tail;
    void tail.then(() => {
      if (aloneTail === tail) aloneTail = null;
    });
    return run;
  };

  return Object.assign(write, { alone });
};
