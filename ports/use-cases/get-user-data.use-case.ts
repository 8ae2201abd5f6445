import type { ExpiredSessionData, LoginUserData } from '../../domain/session/login-state';
import type { Account } from '../account-store.port';
import type { LoginSession } from '../login-session-store.port';
import { type LoginSessionDeps, makeFindLoginSession } from './find-login-session.use-case';

const GUEST: LoginUserData = { isLoggedIn: false, ssoUserData: null, expiredSessionData: null };

/** The names a greeting uses; an anonymous login has none. */
export const namesOf = (
  account: Account | null,
): { readonly firstName: string; readonly lastName: string } => ({
  firstName: account?.firstName ?? '',
  lastName: account?.lastName ?? '',
});

/**
 * The expired-state greeting's names; an anonymous login says so, so that the header never calls
 * someone who chose no account „Mein Konto“ (issue 32, finding 7).
 */
export const expiredSessionDataOf = (
  session: LoginSession,
  account: Account | null,
): ExpiredSessionData => ({
  ...namesOf(account),
  ...(session.anonymous ? { loginType: 'anonymous' } : {}),
});

/**
 * GET /api/auth/user/data: a guest, a live session with the account's data (anonymous logins
 * count as logged in without names, so the header says 'Mein Konto'), or an idle-expired session
 * with the names for the expired-state greeting (SPEC §4).
 */
export const makeGetUserData = (
  deps: LoginSessionDeps,
): ((sessionId: string | null) => Promise<LoginUserData>) => {
  const findSession = makeFindLoginSession(deps);
  return async (sessionId) => {
    const found = await findSession(sessionId);
    switch (found.kind) {
      case 'none':
        return GUEST;
      case 'expired':
        return {
          isLoggedIn: false,
          ssoUserData: null,
          expiredSessionData: expiredSessionDataOf(found.session, found.account),
        };
      case 'live':
        return userDataOf(found.session, found.account);
    }
  };
};

export const userDataOf = (session: LoginSession, account: Account | null): LoginUserData => ({
  isLoggedIn: true,
  ssoUserData: {
    ...namesOf(account),
    // Issue 32, finding 7: the salutation given at registration prefills /personal-data.
    ...(account?.salutation == null ? {} : { salutation: account.salutation }),
    points: account?.points === true ? 'yes' : 'no',
    loginPhoneNumber: account?.phoneNumber ?? session.phoneNumber ?? '',
    loginEmail: account?.email ?? session.email ?? '',
    loginType: session.anonymous ? 'anonymous' : 'account',
  },
  expiredSessionData: null,
});

/** The use case as the container binds it (adapters/composition/modules/*-use-cases.module.ts). */
export type GetUserData = ReturnType<typeof makeGetUserData>;
export const GetUserData = Symbol.for('GetUserData');
