import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { apiError } from './api-error';
import { sendErrorAnswer } from './error-answer';

/** Requests per minute and IP: support reads one case at a time; a token guesser gets nowhere. */
export const ADMIN_LIMIT_PER_MINUTE = 60;
/** The admin routes' rate limit as @fastify/rate-limit takes it in a route's config. */
export const ADMIN_RATE_LIMIT = { max: ADMIN_LIMIT_PER_MINUTE, timeWindow: 60_000 } as const;

export const ADMIN_UNAUTHORIZED_MESSAGE = 'Für diese Anfrage ist ein gültiges Admin-Token nötig.';

const digestOf = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether an Authorization header carries the admin token as a bearer token. Both sides are
 * hashed first, so the comparison is constant-time over equal-length digests and leaks neither
 * the token's length nor how much of it matched.
 */
export const hasAdminToken = (authorization: string | undefined, token: string): boolean => {
  const match = /^Bearer ([^\s]+)$/i.exec(authorization?.trim() ?? '');
  const given = match?.[1] ?? '';
  return timingSafeEqual(digestOf(given), digestOf(token)) && given !== '';
};

/** Every route of the plugin answers 401 unless the request carries the admin token. */
export const requireAdminToken = (app: FastifyInstance, token: string): void => {
  app.addHook('preHandler', (request, reply, done) => {
    if (hasAdminToken(request.headers.authorization, token)) return done();
    reply.header('www-authenticate', 'Bearer');
    sendErrorAnswer(
      request,
      reply,
      401,
      apiError('admin/unauthorized', ADMIN_UNAUTHORIZED_MESSAGE),
    );
  });
};
