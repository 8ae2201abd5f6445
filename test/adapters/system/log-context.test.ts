import { describe, expect, it } from 'vitest';
import { MemoryLogger } from '../../../adapters/memory/memory-logger.adapter';
import {
  contextualLogger,
  currentLogContext,
  runInLogContext,
} from '../../../adapters/system/log-context';

const SERVER = { correlationId: '1700000000000-server', job: 'server' };

describe('contextualLogger', () => {
  it('puts the server job’s id on a line written outside any request or job', () => {
    const inner = new MemoryLogger();
    contextualLogger(inner, SERVER).log('info', 'started', { count: 0 });
    expect(inner.entries).toEqual([
      {
        level: 'info',
        message: 'started',
        meta: { correlationId: '1700000000000-server', job: 'server', count: 0 },
      },
    ]);
  });

  it('puts the request’s id on every line of the request, across awaits and timers', async () => {
    const inner = new MemoryLogger();
    const logger = contextualLogger(inner, SERVER);
    await Promise.all(
      ['1700000000001-a', '1700000000002-b'].map((correlationId) =>
        runInLogContext({ correlationId }, async () => {
          logger.log('info', 'first');
          await new Promise((resolve) => setTimeout(resolve, 5));
          logger.log('info', 'second');
          await Promise.resolve().then(() => logger.log('info', 'third'));
        }),
      ),
    );
    const ids = (message: string): unknown[] =>
      inner.entries.filter((e) => e.message === message).map((e) => e.meta.correlationId);
    for (const message of ['first', 'second', 'third']) {
      expect(ids(message)).toEqual(['1700000000001-a', '1700000000002-b']);
    }
    expect(inner.entries.every((e) => e.meta.job === undefined)).toBe(true);
    expect(currentLogContext()).toBeUndefined();
  });

  it('names a job and keeps a line’s own correlation id', () => {
    const inner = new MemoryLogger();
    const logger = contextualLogger(inner, SERVER);
    runInLogContext({ correlationId: '1700000000003-job', job: 'outbox' }, () => {
      logger.log('info', 'application outbox', { done: 1 });
      logger.log('info', 'request', { correlationId: '1700000000004-given' });
    });
    expect(inner.entries.map((e) => e.meta)).toEqual([
      { correlationId: '1700000000003-job', job: 'outbox', done: 1 },
      { correlationId: '1700000000004-given' },
    ]);
  });
});
