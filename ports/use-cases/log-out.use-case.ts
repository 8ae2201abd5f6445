import type { LoginSessionStorePort } from '../login-session-store.port';

/** POST /api/auth/logout: the session is deleted, live or expired (SPEC §4 logout). */
export const makeLogOut =
  (deps: { sessions: LoginSessionStorePort }) =>
  async (sessionId: string | null): Promise<void> => {
    if (sessionId !== null) await deps.sessions.delete(sessionId);
  };

/** The use case as the container binds it (adapters/composition/modules/*-use-cases.module.ts). */
export type LogOut = ReturnType<typeof makeLogOut>;
export const LogOut = Symbol.for('LogOut');
