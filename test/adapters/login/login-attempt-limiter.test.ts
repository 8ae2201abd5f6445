import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { LoginAttemptLimiter } from '../../../adapters/login/login-attempt-limiter';
import { FixedClockAdapter } from '../../../adapters/memory/fixed-clock.adapter';

const setUp = (): { clock: FixedClockAdapter; limiter: LoginAttemptLimiter } => {
  const clock = new FixedClockAdapter(Temporal.Instant.from('2025-01-01T12:00:00Z'));
  return { clock, limiter: new LoginAttemptLimiter(clock, { limit: 3, windowSeconds: 60 }) };
};

describe('LoginAttemptLimiter', () => {
  it('blocks a key once it used its attempts inside the window, others stay free', () => {
    const { limiter } = setUp();
    for (let i = 0; i < 3; i++) {
      expect(limiter.isBlocked('a')).toBe(false);
      limiter.record('a');
    }
    expect(limiter.isBlocked('a')).toBe(true);
    expect(limiter.retryAfterSeconds('a')).toBe(60);
    expect(limiter.isBlocked('b')).toBe(false);
  });

  it('slides: each attempt drops out of the window after its own time', () => {
    const { clock, limiter } = setUp();
    limiter.record('a');
    clock.advance({ seconds: 20 });
    limiter.record('a');
    limiter.record('a');
    clock.advance({ seconds: 39 });
    expect(limiter.retryAfterSeconds('a')).toBe(1);
    clock.advance({ seconds: 1 });
    expect(limiter.isBlocked('a')).toBe(false);
    limiter.record('a');
    expect(limiter.isBlocked('a')).toBe(true);
    expect(limiter.retryAfterSeconds('a')).toBe(20);
  });

  it('reset forgets a key', () => {
    const { limiter } = setUp();
    for (let i = 0; i < 3; i++) limiter.record('a');
    limiter.reset('a');
    expect(limiter.isBlocked('a')).toBe(false);
  });
});
