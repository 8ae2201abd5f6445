import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FixedClockAdapter } from '../../adapters/memory/fixed-clock.adapter';
import { MemoryAttemptCounter } from '../../adapters/memory/memory-attempt-counter.adapter';
import { MemoryLoginCodeStore } from '../../adapters/memory/memory-login-code-store.adapter';
import { MemoryLoginSessionStore } from '../../adapters/memory/memory-login-session-store.adapter';
import { SqlAttemptCounter } from '../../adapters/storage/sql/sql-attempt-counter.adapter';
import { ATTEMPT_LIMITS, ATTEMPT_SCOPES } from '../../domain/privacy/attempt-limits';
import type { AttemptCounterPort } from '../../ports/attempt-counter.port';
import { makeSweepExpiredLoginData } from '../../ports/use-cases/sweep-expired-login-data.use-case';
import { onPostgres } from './storage/postgres-subject';
import { inMemory, onTempFile, type Subject, type SubjectFactory } from './storage/temp-database';

// 2026-11-25T12:00:00Z in epoch milliseconds: beyond 32 bits, as every real instant is.
const T0 = 1_795_608_000_000;

const attemptCounterContract = (
  name: string,
  factory: SubjectFactory<AttemptCounterPort>,
): void => {
  describe(`AttemptCounterPort: ${name}`, () => {
    let subject: Subject<AttemptCounterPort>;
    let counter: AttemptCounterPort;
    beforeEach(async () => {
      subject = await factory();
      counter = subject.store;
    });
    afterEach(() => subject.dispose());

    it('hands back the attempts after the instant, newest first, at most the limit', async () => {
      for (const offset of [0, 1000, 2000, 3000]) {
        await counter.record({ scope: 'ip', key: 'k', atMs: T0 + offset });
      }
      expect(await counter.recentAttempts('ip', 'k', T0, 10)).toEqual([
        T0 + 3000,
        T0 + 2000,
        T0 + 1000,
      ]);
      expect(await counter.recentAttempts('ip', 'k', T0 - 1, 2)).toEqual([T0 + 3000, T0 + 2000]);
    });

    it('keeps scopes and keys apart', async () => {
      await counter.record({ scope: 'ip', key: 'k', atMs: T0 });
      await counter.record({ scope: 'account', key: 'k', atMs: T0 + 1 });
      await counter.record({ scope: 'ip', key: 'other', atMs: T0 + 2 });
      expect(await counter.recentAttempts('ip', 'k', 0, 10)).toEqual([T0]);
      expect(await counter.recentAttempts('account', 'k', 0, 10)).toEqual([T0 + 1]);
      expect(await counter.recentAttempts('account', 'other', 0, 10)).toEqual([]);
    });

    it('counts two attempts at the same millisecond twice', async () => {
      await counter.record({ scope: 'ip', key: 'k', atMs: T0 });
      await counter.record({ scope: 'ip', key: 'k', atMs: T0 });
      expect(await counter.recentAttempts('ip', 'k', 0, 10)).toEqual([T0, T0]);
    });

    it('reset forgets one key of one scope only', async () => {
      await counter.record({ scope: 'ip', key: 'k', atMs: T0 });
      await counter.record({ scope: 'ip', key: 'j', atMs: T0 });
      await counter.record({ scope: 'account', key: 'k', atMs: T0 });
      await counter.reset('ip', 'k');
      expect(await counter.recentAttempts('ip', 'k', 0, 10)).toEqual([]);
      expect(await counter.recentAttempts('ip', 'j', 0, 10)).toEqual([T0]);
      expect(await counter.recentAttempts('account', 'k', 0, 10)).toEqual([T0]);
    });

    it('forgetUntil deletes the scope’s attempts at or before the instant', async () => {
      await counter.record({ scope: 'ip', key: 'k', atMs: T0 });
      await counter.record({ scope: 'ip', key: 'j', atMs: T0 + 1 });
      await counter.record({ scope: 'ip', key: 'k', atMs: T0 + 2 });
      await counter.record({ scope: 'account', key: 'k', atMs: T0 });
      expect(await counter.forgetUntil('ip', T0 + 1)).toBe(2);
      expect(await counter.recentAttempts('ip', 'k', 0, 10)).toEqual([T0 + 2]);
      expect(await counter.recentAttempts('ip', 'j', 0, 10)).toEqual([]);
      expect(await counter.recentAttempts('account', 'k', 0, 10)).toEqual([T0]);
    });

    it('the retention sweep deletes each scope’s attempts past its window, keeps the newer', async () => {
      for (const scope of ATTEMPT_SCOPES) {
        const windowMs = ATTEMPT_LIMITS[scope].windowSeconds * 1000;
        await counter.record({ scope, key: 'k', atMs: T0 - windowMs - 86_400_000 });
        await counter.record({ scope, key: 'k', atMs: T0 - windowMs });
        await counter.record({ scope, key: 'k', atMs: T0 - windowMs + 1 });
        await counter.record({ scope, key: 'j', atMs: T0 });
      }
      await counter.record({ scope: 'other', key: 'k', atMs: 0 });
      const sweep = makeSweepExpiredLoginData({
        sessions: new MemoryLoginSessionStore(),
        codes: new MemoryLoginCodeStore(),
        attempts: counter,
        clock: new FixedClockAdapter(Temporal.Instant.fromEpochMilliseconds(T0)),
      });
      expect((await sweep()).attempts).toBe(2 * ATTEMPT_SCOPES.length);
      for (const scope of ATTEMPT_SCOPES) {
        const windowMs = ATTEMPT_LIMITS[scope].windowSeconds * 1000;
        expect(await counter.recentAttempts(scope, 'k', 0, 10)).toEqual([T0 - windowMs + 1]);
        expect(await counter.recentAttempts(scope, 'j', 0, 10)).toEqual([T0]);
      }
      // A scope the server does not count is none of the sweep's business.
      expect(await counter.recentAttempts('other', 'k', -1, 10)).toEqual([0]);
      expect((await sweep()).attempts).toBe(0);
    });

    it('counts every one of concurrent attempts', async () => {
      await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          counter.record({ scope: 'ip', key: 'k', atMs: T0 + i }),
        ),
      );
      expect(await counter.recentAttempts('ip', 'k', 0, 100)).toHaveLength(8);
    });

    it('recentAttempts is the newest `limit` of the attempts after the instant', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 12 }),
          fc.integer({ min: -1, max: 100 }),
          fc.integer({ min: 1, max: 15 }),
          async (offsets, since, limit) => {
            const key = `p-${offsets.join('-')}-${since}-${limit}`;
            for (const offset of offsets) {
              await counter.record({ scope: 'prop', key, atMs: T0 + offset });
            }
            const expected = offsets
              .filter((offset) => offset > since)
              .sort((a, b) => b - a)
              .slice(0, limit)
              .map((offset) => T0 + offset);
            expect(await counter.recentAttempts('prop', key, T0 + since, limit)).toEqual(expected);
            await counter.reset('prop', key);
          },
        ),
        { numRuns: 25 },
      );
    });
  });
};

attemptCounterContract(
  'in memory',
  inMemory(() => new MemoryAttemptCounter()),
);
attemptCounterContract(
  'SQLite',
  onTempFile((database) => new SqlAttemptCounter(database)),
);
attemptCounterContract(
  'PostgreSQL',
  onPostgres((database) => new SqlAttemptCounter(database)),
);
