import { isSessionIdleExpired } from '../../domain/session/session-idle';
import type { Account, AccountStorePort } from '../account-store.port';
import type { ClockPort } from '../clock.port';
import type { LoginSession, LoginSessionStorePort } from '../login-session-store.port';

/** What a session cookie stands for: nothing, a live session (now touched) or an idle-expired one. */
export type FoundLoginSession =
  | { readonly kind: 'none' }
  | { readonly kind: 'live'; readonly session: LoginSession; readonly account: Account | null }
  | { readonly kind: 'expired'; readonly session: LoginSession; readonly account: Account | null };

export interface LoginSessionDeps {
  readonly sessions: LoginSessionStorePort;
  readonly accounts: AccountStorePort;
  readonly clock: ClockPort;
}

/**
 * Looks the session up; a live one has its lastSeenAt moved to now (each request keeps it
 * alive). A session whose account is gone counts as none.
 */
export const makeFindLoginSession =
  (deps: LoginSessionDeps) =>
  async (sessionId: string | null): Promise<FoundLoginSession> => {
    if (sessionId === null) return { kind: 'none' };
    const session = await deps.sessions.find(sessionId);
    if (session === null) return { kind: 'none' };
    const account =
      session.accountId === null ? null : await deps.accounts.findById(session.accountId);
    if (session.accountId !== null && account === null) return { kind: 'none' };
    const now = deps.clock.now();
    if (isSessionIdleExpired(session, now)) return { kind: 'expired', session, account };
    await deps.sessions.touch(session.id, now.toString());
    return { kind: 'live', session, account };
  };

/** The use case as the container binds it (adapters/composition/modules/*-use-cases.module.ts). */
export type FindLoginSession = ReturnType<typeof makeFindLoginSession>;
export const FindLoginSession = Symbol.for('FindLoginSession');
