import type { AttemptWindow } from '../../../domain/privacy/attempt-limits';
import type { AttemptCounterPort } from '../../../ports/attempt-counter.port';
import type { AttemptKeyPort } from '../../../ports/attempt-key.port';
import type { ClockPort } from '../../../ports/clock.port';

/**
 * A sliding-window counter per key (client ip, account e-mail) for the brute-force protection of
 * the login service. The counts live behind the attempt-counter port: in the database, servers
 * sharing it count together. Keys are stored as keyed hashes (AttemptKeyPort: an HMAC under a
 * secret of the server), so the table holds no ip address or e-mail and its keys cannot be
 * reversed by hashing every address. Time comes from the injected clock.
 */
export class LoginAttemptLimiter {
  constructor(
    private readonly counter: AttemptCounterPort,
    private readonly keys: AttemptKeyPort,
    private readonly clock: ClockPort,
    private readonly scope: string,
    private readonly window: AttemptWindow,
  ) {}

  /** Seconds until the key may try again; 0 when it may now. */
  async retryAfterSeconds(key: string): Promise<number> {
    const now = this.now();
    const recent = await this.counter.recentAttempts(
      this.scope,
      this.keyOf(key),
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
    await this.counter.record({ scope: this.scope, key: this.keyOf(key), atMs: now });
    // Attempts whose window is over count for nothing: the table keeps only the live ones.
    await this.counter.forgetUntil(this.scope, now - this.windowMs());
  }

  async reset(key: string): Promise<void> {
    await this.counter.reset(this.scope, this.keyOf(key));
  }

  private keyOf(key: string): string {
    return this.keys.keyOf(this.scope, key);
  }

  private windowMs(): number {
    return this.window.windowSeconds * 1000;
  }

  private now(): number {
    return this.clock.now().epochMilliseconds;
  }
}
