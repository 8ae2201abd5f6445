import type { ExpiredSessionData } from '../../domain/session/login-state';
import { type LoginSessionDeps, makeFindLoginSession } from './find-login-session.use-case';
import { expiredSessionDataOf } from './get-user-data.use-case';

/** GET /api/auth/user/from-expired-session: the names of an idle-expired session, else null. */
export const makeGetExpiredSession = (
  deps: LoginSessionDeps,
): ((sessionId: string | null) => Promise<ExpiredSessionData | null>) => {
  const findSession = makeFindLoginSession(deps);
  return async (sessionId) => {
    const found = await findSession(sessionId);
    return found.kind === 'expired' ? expiredSessionDataOf(found.session, found.account) : null;
  };
};

/** The use case as the container binds it (adapters/composition/modules/*-use-cases.module.ts). */
export type GetExpiredSession = ReturnType<typeof makeGetExpiredSession>;
export const GetExpiredSession = Symbol.for('GetExpiredSession');
