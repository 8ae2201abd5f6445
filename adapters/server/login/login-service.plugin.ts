import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../server-use-cases';
import { LOGIN_BACK_GUARD_JS } from './login-back-guard';
import { LOGIN_CSS } from './login-css';
import { addLoginFormPosts, formOf } from './login-form-posts';
import { makeLoginReplies } from './login-replies';
import { parseLoginRequest } from './login-request';

/** Form posts are small; anything bigger is no login. */
export const FORM_BODY_LIMIT = 16_384;

/**
 * The built-in login service, mounted under /login: the German login page at
 * GET /auth/prepare, its style sheet, and the three form posts, each answered with a 302 to the
 * allowed callback carrying a one-time code bound to the PKCE challenge.
 */
export const loginServicePlugin: FastifyPluginAsync<RouteOptions> = async (
  app,
  { deps, useCases },
) => {
  await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT });
  // The limit on every route too, so its 413 names 16 KB for any content type.
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= FORM_BODY_LIMIT;
  });
  const replies = makeLoginReplies(deps, app.prefix);

  app.get('/assets/login.css', async (_request, reply) =>
    reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(LOGIN_CSS),
  );

  app.get('/assets/login.js', async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(LOGIN_BACK_GUARD_JS),
  );

  app.get('/auth/prepare', async (request, reply) => {
    const login = parseLoginRequest(deps.config, formOf(request.query));
    if (!login.ok) {
      return replies.errorPage(reply, 400, 'Anmeldung nicht möglich', login.error.message);
    }
    return replies.formPage(reply, 200, login.value, null);
  });

  addLoginFormPosts(app, { deps, useCases }, replies);
};
