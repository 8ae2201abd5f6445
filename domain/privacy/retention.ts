import type { Temporal } from 'temporal-polyfill';
import { ATTEMPT_LIMITS, ATTEMPT_SCOPES, type AttemptScope } from './attempt-limits';

/**
 * How long login data is kept. A session idle-expires after 30 minutes but
 * is still read for the account menu's expired-session greeting (SPEC §4) as long as its cookie
 * lives — 30 days (adapters/server/login/auth-cookies.ts). After that nobody can present it again, so
 * it is deleted. A one-time login code is void 60 s after it is issued and deleted once void.
 * An attempt of the brute-force counters is deleted once its scope's window is over.
 */
export const SESSION_RETENTION_DAYS = 30;

/** How often the server deletes what is no longer kept: often enough that tables stay small. */
export const RETENTION_SWEEP_MINUTES = 10;

/** What may be deleted at `now`: sessions last seen before the first, codes expired before the second. */
export interface RetentionCutoffs {
  readonly sessionsLastSeenBefore: Temporal.Instant;
  readonly codesExpiredBefore: Temporal.Instant;
}

export const retentionCutoffsAt = (now: Temporal.Instant): RetentionCutoffs => ({
  sessionsLastSeenBefore: now.subtract({ hours: SESSION_RETENTION_DAYS * 24 }),
  codesExpiredBefore: now,
});

/** The attempts of each scope at or before `untilMs` (epoch ms) are past the window of the scope (they count for nothing). */
export interface AttemptCutoff {
  readonly scope: AttemptScope;
  readonly untilMs: number;
}

export const attemptCutoffsAt = (now: Temporal.Instant): readonly AttemptCutoff[] =>
  ATTEMPT_SCOPES.map((scope) => ({
    scope,
    untilMs: now.epochMilliseconds - ATTEMPT_LIMITS[scope].windowSeconds * 1000,
  }));
