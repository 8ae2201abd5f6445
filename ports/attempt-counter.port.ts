/** One attempt of a key (a hashed client ip or account), counted in its scope's window. */
export interface Attempt {
  /** Which limit counts it, e.g. 'login-ip' or 'login-account'; each scope has its own window. */
  readonly scope: string;
  readonly key: string;
  /** When it happened, epoch milliseconds. */
  readonly atMs: number;
}

/**
 * The attempt counters of the brute-force protection. Kept in the database, the servers sharing
 * it count together: an attempt on one server counts on every other.
 */
export interface AttemptCounterPort {
  record(attempt: Attempt): Promise<void>;
  /** The key's attempts after `sinceMs` (exclusive), newest first, at most `limit` of them. */
  recentAttempts(
    scope: string,
    key: string,
    sinceMs: number,
    limit: number,
  ): Promise<readonly number[]>;
  /** Forgets every attempt of the key in the scope. */
  reset(scope: string, key: string): Promise<void>;
  /** Forgets the scope's attempts at or before `untilMs` (their window is over); how many. */
  forgetUntil(scope: string, untilMs: number): Promise<number>;
}
export const AttemptCounterPort = Symbol.for('AttemptCounterPort');
