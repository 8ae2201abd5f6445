import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { LoginField, LoginFieldsError } from '../../ports/use-cases/check-login-fields';
import { makeLogIn } from '../../ports/use-cases/log-in.use-case';
import { makeLogInAnonymously } from '../../ports/use-cases/log-in-anonymously.use-case';
import { makeRegisterAccount } from '../../ports/use-cases/register-account.use-case';
import type { ServerDeps } from '../server/server-deps';
import { LoginAttemptLimiter } from './login-attempt-limiter';
import { type CallbackGrant, callbackRedirectUrl } from './login-callback-redirect';
import { LOGIN_CSS } from './login-css';
import { renderLoginErrorPage } from './login-error-page';
import type { FormName, FormState } from './login-form-field';
import { renderLoginPage } from './login-page';
import { sendPage } from './login-page-reply';
import { type LoginRequest, parseLoginRequest, textOf } from './login-request';

/** Form posts are small; anything bigger is no login. */
const FORM_BODY_LIMIT = 16_384;
export const TOO_MANY_ATTEMPTS =
  'Zu viele Anmeldeversuche. Bitte versuchen Sie es in einigen Minuten erneut.';
// Brute-force protection (issue 4): per client ip every attempt, per account the failed ones.
export const IP_ATTEMPTS = { limit: 10, windowSeconds: 600 } as const;
export const ACCOUNT_FAILURES = { limit: 5, windowSeconds: 900 } as const;

type Form = Readonly<Record<string, unknown>>;
const formOf = (body: unknown): Form =>
  typeof body === 'object' && body !== null ? (body as Form) : {};

const stateOf = (values: Record<string, string>, error: LoginFieldsError | null): FormState => ({
  values,
  errors: new Map<LoginField, string>(error?.fields.map((f) => [f.field, f.message]) ?? []),
});

/**
 * The built-in login service (issue 4): the German login page at GET /auth/prepare and the three
 * form posts, each answered with a 302 to the allowed callback carrying a one-time code.
 */
export const loginServicePlugin: FastifyPluginAsync<{ deps: ServerDeps }> = async (
  app,
  { deps },
) => {
  await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT });
  const { config, logger } = deps;
  const basePath = app.prefix;
  const byIp = new LoginAttemptLimiter(deps.clock, IP_ATTEMPTS);
  const byAccount = new LoginAttemptLimiter(deps.clock, ACCOUNT_FAILURES);
  const logIn = makeLogIn(deps);
  const registerAccount = makeRegisterAccount(deps);
  const logInAnonymously = makeLogInAnonymously(deps);

  const errorPage = (
    reply: FastifyReply,
    status: number,
    title: string,
    message: string,
  ): FastifyReply =>
    sendPage(
      reply,
      status,
      renderLoginErrorPage({
        title,
        message,
        brandName: config.brandName,
        basePath,
        phoneNumber: config.phoneNumber,
      }),
    );

  const formPage = (
    reply: FastifyReply,
    status: number,
    request: LoginRequest,
    failed: { form: FormName; state: FormState; alert: string | null } | null,
  ): FastifyReply =>
    sendPage(
      reply,
      status,
      renderLoginPage({ brandName: config.brandName, basePath, request, failed }),
    );

  const redirectTo = (
    reply: FastifyReply,
    request: LoginRequest,
    grant: CallbackGrant,
  ): FastifyReply => {
    logger.log('info', 'login service: code issued', {
      loginType: grant.kind === 'account' ? grant.loginType : 'anonymous',
    });
    return reply
      .header('cache-control', 'no-store')
      .redirect(callbackRedirectUrl(request.callback, grant, config.brandAbbr), 302);
  };

  /** The common start of every form post: the ip's budget, then the carried parameters. */
  const begin = (
    request: FastifyRequest,
    reply: FastifyReply,
  ): { form: Form; login: LoginRequest } | null => {
    if (byIp.isBlocked(request.ip)) {
      logger.log('warn', 'login service: too many attempts', { scope: 'ip' });
      reply.header('retry-after', String(byIp.retryAfterSeconds(request.ip)));
      errorPage(reply, 429, 'Zu viele Anmeldeversuche', TOO_MANY_ATTEMPTS);
      return null;
    }
    byIp.record(request.ip);
    const form = formOf(request.body);
    const login = parseLoginRequest(config, form);
    if (!login.ok) {
      errorPage(reply, 400, 'Anmeldung nicht möglich', login.error.message);
      return null;
    }
    return { form, login: login.value };
  };

  app.get('/assets/login.css', async (_request, reply) =>
    reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(LOGIN_CSS),
  );

  app.get('/auth/prepare', async (request, reply) => {
    const login = parseLoginRequest(config, formOf(request.query));
    if (!login.ok) return errorPage(reply, 400, 'Anmeldung nicht möglich', login.error.message);
    return formPage(reply, 200, login.value, null);
  });

  app.post('/auth/login', async (request, reply) => {
    const started = begin(request, reply);
    if (started === null) return reply;
    const { form, login } = started;
    const values = { email: textOf(form, 'email') };
    const accountKey = values.email.trim().toLowerCase();
    if (byAccount.isBlocked(accountKey)) {
      logger.log('warn', 'login service: too many attempts', { scope: 'account' });
      reply.header('retry-after', String(byAccount.retryAfterSeconds(accountKey)));
      return formPage(reply, 429, login, {
        form: 'login',
        state: stateOf(values, null),
        alert: TOO_MANY_ATTEMPTS,
      });
    }
    const result = await logIn({
      email: values.email,
      password: textOf(form, 'password'),
      challenge: login.challenge,
    });
    if (result.ok) {
      byAccount.reset(accountKey);
      return redirectTo(reply, login, {
        kind: 'account',
        code: result.value.code,
        loginType: 'login',
        points: result.value.points,
      });
    }
    if (result.error.kind === 'login/fields') {
      return formPage(reply, 400, login, {
        form: 'login',
        state: stateOf(values, result.error),
        alert: null,
      });
    }
    byAccount.record(accountKey);
    logger.log('warn', 'login service: login failed', { reason: 'credentials' });
    return formPage(reply, 401, login, {
      form: 'login',
      state: stateOf(values, null),
      alert: result.error.message,
    });
  });

  app.post('/auth/register', async (request, reply) => {
    const started = begin(request, reply);
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
      return formPage(reply, 400, login, {
        form: 'register',
        state: stateOf(values, result.error),
        alert: result.error.message,
      });
    }
    return redirectTo(reply, login, {
      kind: 'account',
      code: result.value.code,
      loginType: 'register',
      points: result.value.points,
    });
  });

  app.post('/auth/anonymous', async (request, reply) => {
    const started = begin(request, reply);
    if (started === null) return reply;
    const { form, login } = started;
    const values = { email: textOf(form, 'email'), phone: textOf(form, 'phone') };
    const result = await logInAnonymously({ ...values, challenge: login.challenge });
    if (!result.ok) {
      return formPage(reply, 400, login, {
        form: 'anonymous',
        state: stateOf(values, result.error),
        alert: result.error.message,
      });
    }
    return redirectTo(reply, login, { kind: 'anonymous', ...result.value });
  });
};
