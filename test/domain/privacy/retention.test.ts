import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { FixedClockAdapter } from '../../../adapters/memory/fixed-clock.adapter';
import { MemoryAttemptCounter } from '../../../adapters/memory/memory-attempt-counter.adapter';
import { MemoryLoginCodeStore } from '../../../adapters/memory/memory-login-code-store.adapter';
import { MemoryLoginSessionStore } from '../../../adapters/memory/memory-login-session-store.adapter';
import { ATTEMPT_LIMITS, ATTEMPT_SCOPES } from '../../../domain/privacy/attempt-limits';
import { attemptCutoffsAt, retentionCutoffsAt } from '../../../domain/privacy/retention';
import { makeSweepExpiredLoginData } from '../../../ports/use-cases/sweep-expired-login-data.use-case';

const NOW = Temporal.Instant.from('2026-03-15T10:00:00Z');

describe('retentionCutoffsAt', () => {
  it('keeps sessions for the 30 days their cookie lives and codes until they expire', () => {
    expect(retentionCutoffsAt(NOW)).toEqual({
      sessionsLastSeenBefore: Temporal.Instant.from('2026-02-13T10:00:00Z'),
      codesExpiredBefore: NOW,
    });
  });
});

describe('attemptCutoffsAt', () => {
  it('names every scope the server counts, each with its own window', () => {
    expect(attemptCutoffsAt(NOW)).toEqual([
      { scope: 'login-ip', untilMs: NOW.epochMilliseconds - 600_000 },
      { scope: 'login-account', untilMs: NOW.epochMilliseconds - 900_000 },
      { scope: 'register-anonymous', untilMs: NOW.epochMilliseconds - 60_000 },
      { scope: 'guest-link-mail', untilMs: NOW.epochMilliseconds - 3_600_000 },
    ]);
  });
});

describe('makeSweepExpiredLoginData', () => {
  it('deletes the sessions idle over 30 days and the void codes, nothing else', async () => {
    const sessions = new MemoryLoginSessionStore();
    const codes = new MemoryLoginCodeStore();
    const session = (id: string, lastSeenAt: string) => ({
      id,
      accountId: null,
      anonymous: true,
      email: null,
      phoneNumber: null,
      createdAt: '2026-01-01T00:00:00Z',
      lastSeenAt,
    });
    const code = (name: string, expiresAt: string) => ({
      code: name,
      challenge: 'c',
      accountId: null,
      anonymous: true,
      email: null,
      phoneNumber: null,
      expiresAt,
    });
    await sessions.create(session('old', '2026-02-13T09:59:59Z'));
    // Idle-expired but within 30 days: the account menu still greets this visitor (SPEC §4).
    await sessions.create(session('expired', '2026-02-13T10:00:00Z'));
    await codes.save(code('void', '2026-03-15T09:59:59Z'));
    await codes.save(code('valid', '2026-03-15T10:00:30Z'));
    const sweep = makeSweepExpiredLoginData({
      sessions,
      codes,
      attempts: new MemoryAttemptCounter(),
      clock: new FixedClockAdapter(NOW),
    });
    expect(await sweep()).toEqual({ sessions: 1, codes: 1, attempts: 0 });
    expect(await sessions.find('old')).toBeNull();
    expect(await sessions.find('expired')).not.toBeNull();
    expect(await codes.take('void')).toBeNull();
    expect(await codes.take('valid')).not.toBeNull();
    expect(await sweep()).toEqual({ sessions: 0, codes: 0, attempts: 0 });
  });

  it('deletes every scope’s attempts past its window and keeps the ones inside it', async () => {
    const attempts = new MemoryAttemptCounter();
    const now = NOW.epochMilliseconds;
    for (const scope of ATTEMPT_SCOPES) {
      const windowMs = ATTEMPT_LIMITS[scope].windowSeconds * 1000;
      await attempts.record({ scope, key: 'old', atMs: now - windowMs });
      await attempts.record({ scope, key: 'old', atMs: now - windowMs - 60_000 });
      await attempts.record({ scope, key: 'live', atMs: now - windowMs + 1 });
    }
    const sweep = makeSweepExpiredLoginData({
      sessions: new MemoryLoginSessionStore(),
      codes: new MemoryLoginCodeStore(),
      attempts,
      clock: new FixedClockAdapter(NOW),
    });
    expect(await sweep()).toEqual({
      sessions: 0,
      codes: 0,
      attempts: 2 * ATTEMPT_SCOPES.length,
    });
    for (const scope of ATTEMPT_SCOPES) {
      expect(await attempts.recentAttempts(scope, 'old', 0, 10)).toEqual([]);
      expect(await attempts.recentAttempts(scope, 'live', 0, 10)).toHaveLength(1);
    }
    expect((await sweep()).attempts).toBe(0);
  });
});
