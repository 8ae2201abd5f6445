import type { FastifyInstance } from 'fastify';
import { pathOf } from './fastify-logger';
import { METRICS_PATH } from './metrics-endpoint';
import type { ServerConfig } from './server-deps';

/** The host of a Host header as the URL parser writes it (lower case, default port dropped). */
const hostOf = (protocol: string, header: string | undefined): string | null => {
  if (header === undefined) return null;
  try {
    return new URL(`${protocol}//${header}`).host;
  } catch {
    return null;
  }
};

/**
 * Issue 32 finding 8: one origin for the portal. A page (GET or HEAD outside /api/) asked for on
 * another host than PUBLIC_URL's — the server's IP, 127.0.0.1 while PUBLIC_URL says localhost, a
 * second domain — is redirected with 308 to the same path and query on PUBLIC_URL. Before, the
 * page opened there, but its cookies, consent posts and the login belonged to the public origin:
 * the consent post landed on / and a registration failed without a message. The target is the
 * configured origin followed by the request's path, so no request can redirect elsewhere. The API
 * (health checks by IP, API clients) answers on any host; behind a reverse proxy, it must pass the
 * public Host header on (or PUBLIC_HOST_REDIRECT=0).
 */
export const addPublicHostRedirect = (app: FastifyInstance, config: ServerConfig): void => {
  if (!config.redirectToPublicHost) return;
  const publicUrl = new URL(config.publicUrl);
  const publicHost = publicUrl.host;
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const path = pathOf(request.url);
    if (path === '/api' || path.startsWith('/api/') || path === METRICS_PATH) return done();
    if (hostOf(publicUrl.protocol, request.headers.host) === publicHost) return done();
    // Origin-form only ("/path?query"); an absolute-form request line goes to the start page.
    const target = request.url.startsWith('/') ? request.url : '/';
    void reply.redirect(`${publicUrl.origin}${target}`, 308);
  });
};
