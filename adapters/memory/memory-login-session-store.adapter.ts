import { Temporal } from 'temporal-polyfill';
import type { LoginSession, LoginSessionStorePort } from '../../ports/login-session-store.port';

export class MemoryLoginSessionStore implements LoginSessionStorePort {
  private readonly sessions = new Map<string, LoginSession>();

  async create(session: LoginSession): Promise<void> {
    this.sessions.set(session.id, session);
  }

  async find(id: string): Promise<LoginSession | null> {
    return this.sessions.get(id) ?? null;
  }

  async touch(id: string, at: string): Promise<void> {
    const session = this.sessions.get(id);
    if (session !== undefined) this.sessions.set(id, { ...session, lastSeenAt: at });
  }

  async delete(id: string): Promise<void> {
    this.sessions.delete(id);
  }

  async deleteLastSeenBefore(instant: string): Promise<number> {
    const cutoff = Temporal.Instant.from(instant);
    let deleted = 0;
    for (const [id, session] of this.sessions) {
      if (Temporal.Instant.compare(Temporal.Instant.from(session.lastSeenAt), cutoff) < 0) {
        this.sessions.delete(id);
        deleted += 1;
      }
    }
    return deleted;
  }
}
