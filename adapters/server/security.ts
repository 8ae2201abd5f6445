import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { apiError } from './api-error';
import { isAllowedOrigin, type ServerConfig } from './server-deps';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CSRF_MESSAGE = 'Anfrage von einer fremden Seite abgelehnt.';

/**
 * Security headers on every response (issue 4): nosniff, frames denied, referrer policy
 * strict-origin-when-cross-origin, a strict CSP (forms may post to the login service), HSTS only
 * when the portal runs under https (a browser ignores it on http anyway).
 */
export const registerSecurityHeaders = async (
  app: FastifyInstance,
  config: ServerConfig,
): Promise<void> => {
  const https = config.publicUrl.startsWith('https:');
  const loginOrigin = new URL(config.loginUrl).origin;
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", loginOrigin],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
};

/**
 * CSRF (issue 4): a state-changing request whose Origin — or, without one, Referer — is not an
 * allowed origin is refused with 403 before its body is read. A request with neither header
 * (curl, server to server) is no browser attack and passes; cookies are SameSite=Lax besides.
 */
export const addCsrfOriginCheck = (app: FastifyInstance, config: ServerConfig): void => {
  app.addHook('onRequest', (request, reply, done) => {
    if (!STATE_CHANGING.has(request.method)) return done();
    const source = request.headers.origin ?? request.headers.referer;
    if (source === undefined || isAllowedOrigin(config, source)) return done();
    reply.code(403).send(apiError('csrf/origin', CSRF_MESSAGE));
  });
};
