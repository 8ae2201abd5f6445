import type { ClockPort } from '../../ports/clock.port';

export interface AttemptWindow {
  /** Attempts allowed inside the window; the next one is refused. */
  readonly limit: number;
  readonly windowSeconds: number;
}

/** Keys remembered at most; beyond that the oldest key is forgotten (memory stays bounded). */
const MAX_KEYS = 50_000;

/**
 * A sliding-window counter per key (client ip, account e-mail) for the brute-force protection of
 * the login service. It lives in this process's memory: several server processes would each
 * count on their own, and a restart forgets every count. Time comes from the injected clock.
 */
export class LoginAttemptLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly clock: ClockPort,
    private readonly window: AttemptWindow,
  ) {}

  /** Seconds until the key may try again; 0 when it may now. */
  retryAfterSeconds(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.window.limit) return 0;
    const oldest = recent[recent.length - this.window.limit] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.window.windowSeconds * 1000 - this.now()) / 1000));
  }

  isBlocked(key: string): boolean {
    return this.retryAfterSeconds(key) > 0;
  }

  record(key: string): void {
    const recent = [...this.recent(key), this.now()].slice(-this.window.limit);
    this.attempts.delete(key);
    this.attempts.set(key, recent);
    if (this.attempts.size > MAX_KEYS) {
      const oldestKey = this.attempts.keys().next().value;
      if (oldestKey !== undefined) this.attempts.delete(oldestKey);
    }
  }

  reset(key: string): void {
    this.attempts.delete(key);
  }

  private now(): number {
    return this.clock.now().epochMilliseconds;
  }

  private recent(key: string): number[] {
    const since = this.now() - this.window.windowSeconds * 1000;
    const recent = (this.attempts.get(key) ?? []).filter((at) => at > since);
    if (recent.length === 0) this.attempts.delete(key);
    return recent;
  }
}
