import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { PKCE_COOKIE, SESSION_COOKIE } from '../../../domain/device/cookies';
import { sameOriginPath } from '../../../domain/http/same-origin-path';
import { withParameters } from '../../../domain/partner/page-url';
import { ATTEMPT_LIMITS } from '../../../domain/privacy/attempt-limits';
import { fullPageLoginUrl, type LoginView } from '../../../domain/session/full-page-login';
import {
  interpretLoginCallback,
  sessionParameterOf,
  stripLoginCallback,
} from '../../../domain/session/login-callback';
import type { UserDataUpdate } from '../../../ports/use-cases/save-user-data.use-case';
import { apiError, TOO_MANY_REQUESTS } from '../api-error';
import { signedCookieOf } from '../cookies';
import type { RouteOptions } from '../server-use-cases';
import {
  EXPIRED_SESSION_DATA_SCHEMA,
  LOGIN_QUERY_SCHEMA,
  LOGIN_USER_DATA_SCHEMA,
  REGISTER_ANONYMOUS_BODY_SCHEMA,
  USER_DATA_BODY_SCHEMA,
} from './auth-api-schemas';
import {
  clearPkceCookie,
  clearSessionCookie,
  pkceCookieOptions,
  sessionCookieOptions,
} from './auth-cookies';
import { LoginAttemptLimiter } from './login-attempt-limiter';
import { newPkceVerifier, s256ChallengeOf } from './pkce';

/** The attempt counter's scope of the anonymous registrations. */
export const REGISTER_ANONYMOUS_SCOPE = 'register-anonymous';
/** Anonymous registrations one ip may start per minute (each opens a session). */
export const REGISTER_ANONYMOUS_LIMIT_PER_MINUTE = ATTEMPT_LIMITS[REGISTER_ANONYMOUS_SCOPE].limit;

// The portal as a client of the login service.
const API_PRODUCT = 'rentenversicherung';
const CONFIG_KEY = 'rk-portal';

/** Only plain text values of a query; repeated parameters count as missing. */
const textQuery = (query: unknown): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(typeof query === 'object' && query !== null ? query : {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

/**
 * /api/auth: the PKCE login round trip through the login service, the session
 * cookie, user data with the 30-minute idle expiry, anonymous registration and logout.
 */
export const authApiPlugin: FastifyPluginAsync<RouteOptions> = async (app, { deps, useCases }) => {
  const { config, logger } = deps;
  // Counted in the database, so that servers sharing it count together.
  const anonymousRegistrations = new LoginAttemptLimiter(
    deps.attempts,
    deps.attemptKeys,
    deps.clock,
    REGISTER_ANONYMOUS_SCOPE,
    ATTEMPT_LIMITS[REGISTER_ANONYMOUS_SCOPE],
  );
  const {
    exchangeLoginCode: exchangeCode,
    findLoginSession: findSession,
    saveUserData,
    getUserData,
    getExpiredSession,
    registerAnonymous,
    logOut,
  } = useCases;

  // Answers about the visitor's login are never cached.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get<{ Querystring: { returnTo?: string; back?: string; ansicht?: LoginView } }>(
    '/login',
    { schema: { querystring: LOGIN_QUERY_SCHEMA } },
    async (request, reply) => {
      const returnTo = sameOriginPath(config.publicUrl, request.query.returnTo ?? '/');
      if (returnTo === null) {
        return reply
          .code(400)
          .send(apiError('auth/return-to', 'Die Rücksprungadresse ist nicht erlaubt.'));
      }
      // A „Zurück" that is no page of the portal leads back to where the login should end.
      const back = sameOriginPath(config.publicUrl, request.query.back ?? returnTo) ?? returnTo;
      const verifier = newPkceVerifier();
      const callback = `${config.publicUrl}${app.prefix}/callback?returnTo=${encodeURIComponent(returnTo)}`;
      const target = fullPageLoginUrl(config.loginUrl, {
        callback,
        apiProduct: API_PRODUCT,
        challenge: s256ChallengeOf(verifier),
        configKey: CONFIG_KEY,
        back: `${config.publicUrl}${back}`,
        ...(request.query.ansicht === undefined ? {} : { view: request.query.ansicht }),
      });
      return reply
        .setCookie(PKCE_COOKIE, verifier, pkceCookieOptions(config))
        .redirect(target, 302);
    },
  );

  app.get('/callback', async (request, reply) => {
    const query = textQuery(request.query);
    const returnTo = sameOriginPath(config.publicUrl, query.returnTo ?? '/') ?? '/';
    const target = stripLoginCallback(returnTo, config.brandAbbr);
    const verifier = signedCookieOf(request, PKCE_COOKIE);
    clearPkceCookie(reply, config);
    const failed = (reason: string): FastifyReply => {
      logger.log('warn', 'auth: login callback refused', { reason });
      deps.metrics.loginFailure();
      return reply.redirect(withParameters(target, [['login', 'failed']]), 302);
    };
    const code = query[sessionParameterOf(config.brandAbbr)];
    if (interpretLoginCallback(query, config.brandAbbr) === null || code === undefined) {
      return failed('login/no-code');
    }
    const exchanged = await exchangeCode({
      code,
      verifierChallenge: verifier === null ? null : s256ChallengeOf(verifier),
      previousSessionId: signedCookieOf(request, SESSION_COOKIE),
    });
    if (!exchanged.ok) return failed(exchanged.error.kind);
    logger.log('info', 'auth: session opened', { anonymous: exchanged.value.anonymous });
    return reply
      .setCookie(SESSION_COOKIE, exchanged.value.id, sessionCookieOptions(config))
      .redirect(target, 302);
  });

  app.get(
    '/user/data',
    { schema: { response: { 200: LOGIN_USER_DATA_SCHEMA } } },
    async (request) => getUserData(signedCookieOf(request, SESSION_COOKIE)),
  );

  app.post('/user/data', { schema: { body: USER_DATA_BODY_SCHEMA } }, async (request, reply) => {
    const found = await findSession(signedCookieOf(request, SESSION_COOKIE));
    if (found.kind !== 'live') {
      return reply
        .code(401)
        .send(apiError('auth/not-logged-in', 'Bitte melden Sie sich erneut an.'));
    }
    // An anonymous login has no account to update.
    if (found.account !== null) await saveUserData(found.account, request.body as UserDataUpdate);
    return reply.code(204).send();
  });

  app.get(
    '/user/from-expired-session',
    { schema: { response: { 200: EXPIRED_SESSION_DATA_SCHEMA } } },
    async (request, reply) =>
      reply.send(await getExpiredSession(signedCookieOf(request, SESSION_COOKIE))),
  );

  app.post<{ Body: { login: { email: string; phoneNumber: string } } }>(
    '/register-anonymous',
    { schema: { body: REGISTER_ANONYMOUS_BODY_SCHEMA } },
    async (request, reply) => {
      // Each call creates a session row: one ip may open at most this many a minute.
      const retryAfter = await anonymousRegistrations.retryAfterSeconds(request.ip);
      if (retryAfter > 0) {
        logger.log('warn', 'auth: too many anonymous registrations');
        return reply
          .code(429)
          .header('retry-after', String(retryAfter))
          .send(apiError('request/rate-limit', TOO_MANY_REQUESTS));
      }
      await anonymousRegistrations.record(request.ip);
      const result = await registerAnonymous({
        email: request.body.login.email,
        phoneNumber: request.body.login.phoneNumber,
        previousSessionId: signedCookieOf(request, SESSION_COOKIE),
      });
      if (!result.ok) {
        const message = result.error.fields.map((f) => f.message).join(' ');
        return reply.code(400).send(apiError(result.error.kind, message));
      }
      return reply
        .setCookie(SESSION_COOKIE, result.value.session.id, sessionCookieOptions(config))
        .send({ userData: result.value.userData });
    },
  );

  app.post('/logout', async (request, reply) => {
    await logOut(signedCookieOf(request, SESSION_COOKIE));
    return clearSessionCookie(reply, config).code(204).send();
  });
};
