// SPEC §3: what the central login service tells about the visitor.
export interface SsoUserData {
  readonly firstName?: string;
  readonly lastName?: string;
  /** The salutation given at registration (Frau, Herr, divers); not in the spec's ssoUserData. */
  readonly salutation?: string;
  /** 'yes' means the user is in the provider's points programme (SPEC §6). */
  readonly points?: string;
  readonly loginPhoneNumber?: string;
  /** The e-mail the visitor logged in with (account or "Weiter ohne Konto"); not in the spec. */
  readonly loginEmail?: string;
  /**
   * 'anonymous' for a guest who went on without an account („Weiter ohne Konto“), 'account'
   * otherwise; not in the spec's ssoUserData (SPEC §3 keeps loginType alongside the personal data).
   */
  readonly loginType?: string;
}

/** A guest of the anonymous login (SPEC §4), not the holder of an account. */
export const isAnonymousLogin = (user: SsoUserData): boolean => user.loginType === 'anonymous';

/** The fields beyond the names are not shown in the spec. */
export interface ExpiredSessionData {
  readonly firstName?: string;
  readonly lastName?: string;
  /** 'anonymous' when the expired session was a login without an account; not in the spec. */
  readonly loginType?: string;
}

export interface LoginUserData {
  readonly isLoggedIn: boolean;
  /** null for guests. */
  readonly ssoUserData: SsoUserData | null;
  readonly expiredSessionData: ExpiredSessionData | null;
}

export interface SessionInfo {
  readonly isUserLoggedOut?: boolean;
}

// SPEC §4: exactly one of three login states.
export type LoginState =
  | { readonly kind: 'guest' }
  | { readonly kind: 'loggedIn'; readonly user: SsoUserData }
  | { readonly kind: 'expired'; readonly session: ExpiredSessionData };

export type LoginStateKind = LoginState['kind'];

/**
 * SPEC §4 account menu rules: logged in when user info is present (isLoggedIn with
 * ssoUserData); expired when there is no user but session info is present and isUserLoggedOut
 * is not set (the names come from expiredSessionData, {} when it is missing); guest otherwise.
 */
export const loginStateOf = (
  userData: LoginUserData | null,
  sessionInfo: SessionInfo | null,
): LoginState => {
  if (userData?.isLoggedIn === true && userData.ssoUserData !== null) {
    return { kind: 'loggedIn', user: userData.ssoUserData };
  }
  if (sessionInfo !== null && sessionInfo.isUserLoggedOut !== true) {
    return { kind: 'expired', session: userData?.expiredSessionData ?? {} };
  }
  return { kind: 'guest' };
};

/** SPEC §6: points 'yes' means membership of the points programme. */
export const isInPointsProgramme = (user: SsoUserData | null): boolean => user?.points === 'yes';

/** 'Max Mustermann', 'Max' or null: the trimmed names that are present, joined by a space. */
export const fullNameOf = (person: {
  readonly firstName?: string;
  readonly lastName?: string;
}): string | null => {
  const name = [person.firstName, person.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return name === '' ? null : name;
};
