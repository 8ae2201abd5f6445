import { Temporal } from 'temporal-polyfill';
import type { LoginCode, LoginCodeStorePort } from '../../ports/login-code-store.port';

export class MemoryLoginCodeStore implements LoginCodeStorePort {
  private readonly codes = new Map<string, LoginCode>();

  async save(code: LoginCode): Promise<void> {
    this.codes.set(code.code, code);
  }

  async take(code: string): Promise<LoginCode | null> {
    const found = this.codes.get(code) ?? null;
    this.codes.delete(code);
    return found;
  }

  async deleteExpiredBefore(instant: string): Promise<number> {
    const cutoff = Temporal.Instant.from(instant);
    let deleted = 0;
    for (const [key, code] of this.codes) {
      if (Temporal.Instant.compare(Temporal.Instant.from(code.expiresAt), cutoff) < 0) {
        this.codes.delete(key);
        deleted += 1;
      }
    }
    return deleted;
  }
}
