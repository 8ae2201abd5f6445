/** The message a login window sends its opener when it closes (same origin only). */
export const SOCIAL_LOGIN_MESSAGE_TYPE = 'rk-social-login';

export interface SocialLoginResult {
  readonly type: typeof SOCIAL_LOGIN_MESSAGE_TYPE;
  readonly status: 'success' | 'failed';
  /** The portal path the opener goes on to. */
  readonly target: string;
}

/** A portal path: one leading '/', no second one, no backslash, no control characters. */
const isPortalPath = (value: string): boolean =>
  /^\/(?![/\\])/.test(value) && !/[\\\p{Cc}\s]/u.test(value) && value.length <= 2048;

/**
 * What /social-login-closing hands its opener: `login=failed` (the portal's callback refused the
 * login) is a failure; the target is `returnTo` when it is a portal path, else the start page.
 */
export const socialLoginResultOf = (query: URLSearchParams): SocialLoginResult => {
  const returnTo = query.get('returnTo') ?? '';
  return {
    type: SOCIAL_LOGIN_MESSAGE_TYPE,
    status: query.get('login') === 'failed' ? 'failed' : 'success',
    target: isPortalPath(returnTo) ? returnTo : '/',
  };
};
