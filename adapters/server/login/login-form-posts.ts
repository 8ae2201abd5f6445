import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ATTEMPT_LIMITS } from '../../../domain/privacy/attempt-limits';
import type { RouteOptions } from '../server-use-cases';
import { LoginAttemptLimiter } from './login-attempt-limiter';
import { formStateOf, type LoginReplies } from './login-replies';
import { type LoginRequest, parseLoginRequest, textOf } from './login-request';

export const TOO_MANY_ATTEMPTS =
  'Zu viele Anmeldeversuche. Bitte versuchen Sie es in einigen Minuten erneut.';
// Brute-force protection: per client ip every attempt, per account the failed ones.
export const IP_ATTEMPTS = ATTEMPT_LIMITS['login-ip'];
export const ACCOUNT_FAILURES = ATTEMPT_LIMITS['login-account'];

/** The scopes of the login service's attempt counters (per ip, per account). */
export const LOGIN_ATTEMPT_SCOPES = ['login-ip', 'login-account'] as const;

type Form = Readonly<Record<string, unknown>>;
export const formOf = (body: unknown): Form =>
  typeof body === 'object' && body !== null ? (body as Form) : {};

/**
 * POST /auth/login, /auth/register, /auth/anonymous: each counts against the ip's budget,
 * re-checks the carried callback and challenge, validates, and on success goes back to the
 * callback with a one-time code; on failure the page comes again with the messages.
 */
export const addLoginFormPosts = (
  app: FastifyInstance,
  { deps, useCases }: RouteOptions,
  replies: LoginReplies,
): void => {
  // Counted in the database, so that servers sharing it count together.
  const counter = deps.attempts;
  const byIp = new LoginAttemptLimiter(
    counter,
    deps.attemptKeys,
    deps.clock,
    LOGIN_ATTEMPT_SCOPES[0],
    IP_ATTEMPTS,
  );
  const byAccount = new LoginAttemptLimiter(
    counter,
    deps.attemptKeys,
    deps.clock,
    LOGIN_ATTEMPT_SCOPES[1],
    ACCOUNT_FAILURES,
  );
  const { logIn, registerAccount, logInAnonymously } = useCases;
  const tooMany = (
    scope: 'ip' | 'account',
    reply: FastifyReply,
    retryAfterSeconds: number,
  ): FastifyReply => {
    deps.logger.log('warn', 'login service: too many attempts', { scope });
    return reply.header('retry-after', String(retryAfterSeconds));
  };

  /** The common start: the ip's budget, then the carried parameters; null when answered. */
  const begin = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ form: Form; login: LoginRequest } | null> => {
    const ipRetryAfter = await byIp.retryAfterSeconds(request.ip);
    if (ipRetryAfter > 0) {
      replies.errorPage(
        tooMany('ip', reply, ipRetryAfter),
        429,
        'Zu viele Anmeldeversuche',
        TOO_MANY_ATTEMPTS,
      );
      return null;
    }
    await byIp.record(request.ip);
    const form = formOf(request.body);
    const login = parseLoginRequest(deps.config, form);
    if (!login.ok) {
      replies.errorPage(reply, 400, 'Anmeldung nicht möglich', login.error.message);
      return null;
    }
    return { form, login: login.value };
  };

  app.post('/auth/login', async (request, reply) => {
    const started = await begin(request, reply);
    if (started === null) return reply;
    const { form, login } = started;
    const values = { email: textOf(form, 'email') };
    const key = values.email.trim().toLowerCase();
    const accountRetryAfter = await byAccount.retryAfterSeconds(key);
    if (accountRetryAfter > 0) {
      const state = formStateOf(values, null);
      return replies.formPage(tooMany('account', reply, accountRetryAfter), 429, login, {
        form: 'login',
        state,
        alert: TOO_MANY_ATTEMPTS,
      });
    }
    const result = await logIn({
      email: values.email,
      password: textOf(form, 'password'),
      challenge: login.challenge,
    });
    if (result.ok) {
      await byAccount.reset(key);
      return replies.redirectToCallback(reply, login, {
        kind: 'account',
        loginType: 'login',
        ...result.value,
      });
    }
    if (result.error.kind === 'login/fields') {
      return replies.formPage(reply, 400, login, {
        form: 'login',
        state: formStateOf(values, result.error),
        alert: null,
      });
    }
    await byAccount.record(key);
    deps.logger.log('warn', 'login service: login failed', { reason: result.error.kind });
    deps.metrics.loginFailure();
    return replies.formPage(reply, 401, login, {
      form: 'login',
      state: formStateOf(values, null),
      alert: result.error.message,
    });
  });

  app.post('/auth/register', async (request, reply) => {
    const started = await begin(request, reply);
    if (started === null) return reply;
    const { form, login } = started;
    const text = (name: string): string => textOf(form, name);
    const values = {
      salutation: text('salutation'),
      firstName: text('firstName'),
      lastName: text('lastName'),
      email: text('email'),
      phone: text('phone'),
      points: text('points'),
    };
    const result = await registerAccount({
      ...values,
      password: text('password'),
      points: values.points === 'yes',
      challenge: login.challenge,
    });
    if (!result.ok) {
      return replies.formPage(reply, 400, login, {
        form: 'register',
        state: formStateOf(values, result.error),
        alert: result.error.message,
      });
    }
    return replies.redirectToCallback(reply, login, {
      kind: 'account',
      loginType: 'register',
      ...result.value,
    });
  });

  app.post('/auth/anonymous', async (request, reply) => {
    const started = await begin(request, reply);
    if (started === null) return reply;
    const { form, login } = started;
    const values = { email: textOf(form, 'email'), phone: textOf(form, 'phone') };
    const result = await logInAnonymously({ ...values, challenge: login.challenge });
    if (!result.ok) {
      return replies.formPage(reply, 400, login, {
        form: 'anonymous',
        state: formStateOf(values, result.error),
        alert: result.error.message,
      });
    }
    return replies.redirectToCallback(reply, login, { kind: 'anonymous', ...result.value });
  });
};
