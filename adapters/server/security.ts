import type { FastifyInstance } from 'fastify';
import { apiError } from './api-error';
import { sendErrorAnswer } from './error-answer';
import { allowedOriginsOf, isAllowedOrigin, type ServerConfig } from './server-deps';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CSRF_MESSAGE = 'Anfrage von einer fremden Seite abgelehnt.';

/** The Content-Security-Policy of every answer: only this origin, forms also to the login service. */
export const contentSecurityPolicyOf = (config: ServerConfig): string => {
  const https = config.publicUrl.startsWith('https:');
  const loginOrigin = new URL(config.loginUrl).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    `form-action 'self' ${loginOrigin}`,
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
};

/**
 * The security headers of every answer: nosniff, frames denied (X-Frame-Options for old
 * browsers, frame-ancestors for new ones), referrer policy strict-origin-when-cross-origin, the
 * strict CSP, cross-origin isolation of windows and resources; HSTS only under https (a browser
 * ignores it on http anyway). helmet's legacy extras (X-XSS-Protection: 0, X-Download-Options,
 * X-DNS-Prefetch-Control, X-Permitted-Cross-Domain-Policies, Origin-Agent-Cluster) are left out:
 * they protect nothing in today's browsers and every header costs time on every answer.
 */
export const securityHeadersOf = (config: ServerConfig): Readonly<Record<string, string>> => ({
  'content-security-policy': contentSecurityPolicyOf(config),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  ...(config.publicUrl.startsWith('https:')
    ? { 'strict-transport-security': 'max-age=15552000; includeSubDomains' }
    : {}),
});

/**
 * Sets the security headers on every answer, before anything else can fail. Computed once and
 * set in one hook: @fastify/helmet builds its middleware anew for every request, which cost
 * about four fifths of the throughput of GET /api/bpm (test/bench/api.bench.ts).
 */
export const addSecurityHeaders = (app: FastifyInstance, config: ServerConfig): void => {
  const headers = securityHeadersOf(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
};

/**
 * CSRF: a state-changing request whose Origin — or, without one, Referer — is
 * not an allowed origin (server-deps.ts) is refused with 403 before its body is read. A browser
 * writes Origin as a serialised origin, so it must equal an allowed one exactly (no path, no
 * user info, lower case, `null` refused); a Referer is a whole URL and is compared by its parsed
 * origin. A request with neither header (curl, server to server) is no browser attack and passes;
 * cookies are SameSite=Lax besides.
 */
export const addCsrfOriginCheck = (app: FastifyInstance, config: ServerConfig): void => {
  const allowed = new Set(allowedOriginsOf(config));
  app.addHook('onRequest', (request, reply, done) => {
    if (!STATE_CHANGING.has(request.method)) return done();
    const { origin, referer } = request.headers;
    const passes =
      origin !== undefined
        ? allowed.has(origin)
        : referer === undefined || isAllowedOrigin(config, referer);
    if (passes) return done();
    sendErrorAnswer(request, reply, 403, apiError('csrf/origin', CSRF_MESSAGE));
  });
};
