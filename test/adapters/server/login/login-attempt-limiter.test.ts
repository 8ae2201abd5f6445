import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { FixedClockAdapter } from '../../../../adapters/memory/fixed-clock.adapter';
import { MemoryAttemptCounter } from '../../../../adapters/memory/memory-attempt-counter.adapter';
import { LoginAttemptLimiter } from '../../../../adapters/server/login/login-attempt-limiter';
import { HmacAttemptKey } from '../../../../adapters/system/hmac-attempt-key.adapter';

const KEYS = new HmacAttemptKey('a-secret-of-the-limiter-tests');

const setUp = (): {
  clock: FixedClockAdapter;
  counter: MemoryAttemptCounter;
  limiter: LoginAttemptLimiter;
} => {
  const clock = new FixedClockAdapter(Temporal.Instant.from('2025-01-01T12:00:00Z'));
  const counter = new MemoryAttemptCounter();
  const limiter = new LoginAttemptLimiter(counter, KEYS, clock, 'ip', {
    limit: 3,
    windowSeconds: 60,
  });
  return { clock, counter, limiter };
};

describe('LoginAttemptLimiter', () => {
  it('blocks a key once it used its attempts inside the window, others stay free', async () => {
    const { limiter } = setUp();
    for (let i = 0; i < 3; i++) {
      expect(await limiter.isBlocked('a')).toBe(false);
      await limiter.record('a');
    }
    expect(await limiter.isBlocked('a')).toBe(true);
    expect(await limiter.retryAfterSeconds('a')).toBe(60);
    expect(await limiter.isBlocked('b')).toBe(false);
  });

  it('slides: each attempt drops out of the window after its own time', async () => {
    const { clock, limiter } = setUp();
    await limiter.record('a');
    clock.advance({ seconds: 20 });
    await limiter.record('a');
    await limiter.record('a');
    clock.advance({ seconds: 39 });
    expect(await limiter.retryAfterSeconds('a')).toBe(1);
    clock.advance({ seconds: 1 });
    expect(await limiter.isBlocked('a')).toBe(false);
    await limiter.record('a');
    expect(await limiter.isBlocked('a')).toBe(true);
    expect(await limiter.retryAfterSeconds('a')).toBe(20);
  });

  it('reset forgets a key', async () => {
    const { limiter } = setUp();
    for (let i = 0; i < 3; i++) await limiter.record('a');
    await limiter.reset('a');
    expect(await limiter.isBlocked('a')).toBe(false);
  });

  it('two limiters on one counter (two servers on one database) count together', async () => {
    const { clock, counter, limiter } = setUp();
    const other = new LoginAttemptLimiter(counter, KEYS, clock, 'ip', {
      limit: 3,
      windowSeconds: 60,
    });
    await limiter.record('a');
    await other.record('a');
    expect(await limiter.isBlocked('a')).toBe(false);
    await other.record('a');
    expect(await limiter.isBlocked('a')).toBe(true);
  });

  it('stores the keyed hash of the key, never the ip or e-mail itself', async () => {
    const { counter, limiter } = setUp();
    await limiter.record('erika@example.de');
    expect(await counter.recentAttempts('ip', 'erika@example.de', 0, 10)).toEqual([]);
    expect(
      await counter.recentAttempts('ip', KEYS.keyOf('ip', 'erika@example.de'), 0, 10),
    ).toHaveLength(1);
  });

  it('forgets attempts whose window is over as new ones come', async () => {
    const { clock, counter, limiter } = setUp();
    await limiter.record('a');
    clock.advance({ seconds: 61 });
    await limiter.record('b');
    expect(await counter.forgetUntil('ip', Number.MAX_SAFE_INTEGER)).toBe(1);
  });
});
