import {
  LOGIN_CALLBACK_PARAMETERS,
  sessionParameterOf,
} from '../../../domain/session/login-callback';

/** How the visitor logged in: the `ls` parameter of the callback. */
export type LoginType = 'login' | 'register';

export type CallbackGrant =
  | {
      readonly kind: 'account';
      readonly code: string;
      readonly loginType: LoginType;
      readonly points: boolean;
    }
  | {
      readonly kind: 'anonymous';
      readonly code: string;
      readonly email: string;
      readonly phone: string;
    };

/**
 * The callback (already on the allow-list) with the code and the SPEC §7 parameters appended;
 * its own query stays, earlier values of the callback parameters are dropped so none repeats.
 */
export const callbackRedirectUrl = (
  callback: string,
  grant: CallbackGrant,
  brandAbbr: string,
): string => {
  const url = new URL(callback);
  for (const name of LOGIN_CALLBACK_PARAMETERS(brandAbbr)) url.searchParams.delete(name);
  const session = sessionParameterOf(brandAbbr);
  if (grant.kind === 'account') {
    url.searchParams.append(session, grant.code);
    url.searchParams.append('ls', grant.loginType);
    url.searchParams.append('points', grant.points ? 'yes' : 'no');
  } else {
    url.searchParams.append('anonymous', '1');
    url.searchParams.append('email', grant.email);
    url.searchParams.append('phone', grant.phone);
    url.searchParams.append(session, grant.code);
  }
  return url.toString();
};
