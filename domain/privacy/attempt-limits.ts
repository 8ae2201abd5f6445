/** A sliding window: the attempts allowed inside it; the next one is refused. */
export interface AttemptWindow {
  readonly limit: number;
  readonly windowSeconds: number;
}

/**
 * Every scope of the attempt counters with its window: an attempt older than the window of its scope
 * counts for nothing, so it is not kept: the retention sweep deletes it (retention.ts).
 */
export const ATTEMPT_LIMITS = {
  // The login service's brute-force protection: per client ip every attempt, per account the failed ones.
  'login-ip': { limit: 10, windowSeconds: 600 },
  'login-account': { limit: 5, windowSeconds: 900 },
  // Anonymous registrations one ip may start per minute (each opens a session).
  'register-anonymous': { limit: 10, windowSeconds: 60 },
  // „Link erneut senden“: mails per guest application and hour.
  'guest-link-mail': { limit: 3, windowSeconds: 3_600 },
} as const satisfies Record<string, AttemptWindow>;

export type AttemptScope = keyof typeof ATTEMPT_LIMITS;

export const ATTEMPT_SCOPES: readonly AttemptScope[] = Object.keys(
  ATTEMPT_LIMITS,
) as AttemptScope[];
