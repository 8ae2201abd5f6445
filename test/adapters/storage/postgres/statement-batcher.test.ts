import { describe, expect, it } from 'vitest';
import { StatementBatcher } from '../../../../adapters/storage/postgres/statement-batcher';

/** A `run` the test settles by hand: every batch it got, and how to answer the oldest open one. */
const controlledRun = () => {
  const batches: string[][] = [];
  const open: { batch: string[]; settle: (fail?: Error) => void }[] = [];
  const run = (batch: readonly string[]): Promise<readonly string[]> =>
    new Promise((resolve, reject) => {
      batches.push([...batch]);
      open.push({
        batch: [...batch],
        settle: (fail) =>
          fail === undefined ? resolve(batch.map((x) => x.toUpperCase())) : reject(fail),
      });
    });
  const settleOldest = async (fail?: Error): Promise<void> => {
    open.shift()?.settle(fail);
    // Lets the batcher see the answer and send what queued meanwhile.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { run, batches, open, settleOldest };
};

describe('StatementBatcher', () => {
  it('sends a call on an idle batcher at once, and what queues meanwhile together, in order', async () => {
    const { run, batches, settleOldest } = controlledRun();
    const batcher = new StatementBatcher(run, { inFlight: 1, maxBatch: 10 });
    const answers = ['a', 'b', 'c', 'd'].map((x) => batcher.submit(x));
    expect(batches).toEqual([['a']]);
    await settleOldest();
    expect(batches).toEqual([['a'], ['b', 'c', 'd']]);
    await settleOldest();
    expect(await Promise.all(answers)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('keeps up to `inFlight` batches on their way and no batch above `maxBatch`', async () => {
    const { run, batches, settleOldest } = controlledRun();
    const batcher = new StatementBatcher(run, { inFlight: 2, maxBatch: 2 });
    const answers = ['a', 'b', 'c', 'd', 'e'].map((x) => batcher.submit(x));
    expect(batches).toEqual([['a'], ['b']]);
    await settleOldest();
    expect(batches).toEqual([['a'], ['b'], ['c', 'd']]);
    await settleOldest();
    expect(batches).toEqual([['a'], ['b'], ['c', 'd'], ['e']]);
    await settleOldest();
    await settleOldest();
    expect(await Promise.all(answers)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('leaves what does not fit for a later batch, telling `fits` what it left', async () => {
    const { run, batches, settleOldest } = controlledRun();
    const seen: string[][] = [];
    // No two inputs of one letter in a batch; an input behind a left one of its letter waits too.
    const batcher = new StatementBatcher(run, {
      inFlight: 1,
      maxBatch: 10,
      fits: (batch, next, deferred) => {
        seen.push([...deferred]);
        return ![...batch, ...deferred].some((x) => x[0] === next[0]);
      },
    });
    const answers = ['x0', 'a1', 'a2', 'b1', 'a3', 'c1'].map((x) => batcher.submit(x));
    await settleOldest();
    expect(batches[1]).toEqual(['a1', 'b1', 'c1']);
    expect(seen.at(-1)).toEqual(['a2', 'a3']);
    await settleOldest();
    expect(batches[2]).toEqual(['a2']);
    await settleOldest();
    expect(batches[3]).toEqual(['a3']);
    await settleOldest();
    expect(await Promise.all(answers)).toEqual(['X0', 'A1', 'A2', 'B1', 'A3', 'C1']);
  });

  it('runs each call of a failed batch again on its own: one failure fails only its caller', async () => {
    const failing = (batch: readonly string[]): Promise<readonly string[]> =>
      batch.includes('bad')
        ? Promise.reject(new Error(`failed: ${batch.join(',')}`))
        : Promise.resolve(batch.map((x) => x.toUpperCase()));
    const batcher = new StatementBatcher(failing, { inFlight: 1, maxBatch: 10 });
    const answers = ['a', 'b', 'bad', 'c'].map((x) =>
      batcher.submit(x).then(
        (value) => value,
        (e: Error) => e.message,
      ),
    );
    expect(await Promise.all(answers)).toEqual(['A', 'B', 'failed: bad', 'C']);
  });

  it('fails a caller whose batch answers fewer outputs than inputs', async () => {
    const batcher = new StatementBatcher(async (batch) => batch.slice(1), {
      inFlight: 1,
      maxBatch: 10,
    });
    const answers = ['a', 'b', 'c'].map((x) => batcher.submit(x).catch((e: Error) => e.message));
    expect(await Promise.all(answers)).toEqual([
      'batch of 1 answered 0',
      'batch of 1 answered 0',
      'batch of 1 answered 0',
    ]);
  });
});
