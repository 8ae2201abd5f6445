import { createHash } from 'node:crypto';
import type { AttemptCounterPort } from '../../../ports/attempt-counter.port';
import type { ClockPort } from '../../../ports/clock.port';

export interface AttemptWindow {
  /** Attempts allowed inside the window; the next one is refused. */
  readonly limit: number;
  readonly windowSeconds: number;
}

/**
 * A sliding-window counter per key (client ip, account e-mail) for the brute-force protection of
 * the login service. The counts live behind the attempt-counter port: in the database, servers
 * sharing it count together. Keys are stored as SHA-256 hashes, so the table holds no ip address
 * or e-mail. Time comes from the injected clock.
 */
export class LoginAttemptLimiter {
  constructor(
    private readonly counter: AttemptCounterPort,
    private readonly clock: ClockPort,
    private readonly scope: string,
    private readonly window: AttemptWindow,
  ) {}

  /** Seconds until the key may try again; 0 when it may now. */
  async retryAfterSeconds(key: string): Promise<number> {
    const now = this.now();
    const recent = await this.counter.recentAttempts(
      this.scope,
      hashOf(key),
      now - this.windowMs(),
      this.window.limit,
    );
    if (recent.length < this.window.limit) return 0;
    // The oldest of the newest `limit` attempts: when it leaves the window, one try is free again.
    const oldest = recent[recent.length - 1] ?? now;
    return Math.max(1, Math.ceil((oldest + this.windowMs() - now) / 1000));
  }

  async isBlocked(key: string): Promise<boolean> {
    return (await this.retryAfterSeconds(key)) > 0;
  }

  async record(key: string): Promise<void> {
    const now = this.now();
    await this.counter.record({ scope: this.scope, key: hashOf(key), atMs: now });
    // Attempts whose window is over count for nothing: the table keeps only the live ones.
    await this.counter.forgetUntil(this.scope, now - this.windowMs());
  }

  async reset(key: string): Promise<void> {
    await this.counter.reset(this.scope, hashOf(key));
  }

  private windowMs(): number {
    return this.window.windowSeconds * 1000;
  }

  private now(): number {
    return this.clock.now().epochMilliseconds;
  }
}

const hashOf = (key: string): string => createHash('sha256').update(key).digest('base64url');
