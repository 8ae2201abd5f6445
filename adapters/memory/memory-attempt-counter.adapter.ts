import type { Attempt, AttemptCounterPort } from '../../ports/attempt-counter.port';

/** Keys remembered at most; beyond that the oldest key is forgotten (memory stays bounded). */
const MAX_KEYS = 50_000;

/** The attempt counters in this process's memory: one server alone, a restart forgets them. */
export class MemoryAttemptCounter implements AttemptCounterPort {
  private readonly attempts = new Map<string, number[]>();

  async record(attempt: Attempt): Promise<void> {
    const id = idOf(attempt.scope, attempt.key);
    const times = [...(this.attempts.get(id) ?? []), attempt.atMs];
    this.attempts.delete(id);
    this.attempts.set(id, times);
    if (this.attempts.size > MAX_KEYS) {
      const oldest = this.attempts.keys().next().value;
      if (oldest !== undefined) this.attempts.delete(oldest);
    }
  }

  async recentAttempts(
    scope: string,
    key: string,
    sinceMs: number,
    limit: number,
  ): Promise<readonly number[]> {
    return (this.attempts.get(idOf(scope, key)) ?? [])
      .filter((at) => at > sinceMs)
      .sort((a, b) => b - a)
      .slice(0, limit);
  }

  async reset(scope: string, key: string): Promise<void> {
    this.attempts.delete(idOf(scope, key));
  }

  async forgetUntil(scope: string, untilMs: number): Promise<number> {
    let forgotten = 0;
    for (const [id, times] of this.attempts) {
      if (!id.startsWith(`${scope}\u0000`)) continue;
      const kept = times.filter((at) => at > untilMs);
      forgotten += times.length - kept.length;
      if (kept.length === 0) this.attempts.delete(id);
      else this.attempts.set(id, kept);
    }
    return forgotten;
  }
}

// NUL cannot occur in a scope name, so scope and key never run into each other.
const idOf = (scope: string, key: string): string => `${scope}\u0000${key}`;
