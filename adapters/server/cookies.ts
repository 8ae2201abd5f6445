import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE_S } from '../../domain/device/cookies';
import type { ServerConfig } from './server-deps';

/** Ids this server hands out (IdGeneratorPort): anything else in a cookie is ignored. */
const ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const validIdOr = (value: string | undefined): string | null =>
  value !== undefined && ID_PATTERN.test(value) ? value : null;

/**
 * HttpOnly, SameSite=Lax, the whole site, Secure when the portal runs under https; without a
 * max age the cookie lasts as long as the browser session.
 */
export const cookieOptions = (
  config: ServerConfig,
  maxAgeSeconds?: number,
): CookieSerializeOptions => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: config.publicUrl.startsWith('https:'),
  ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
});

/** The value of a signed cookie, or null when it is missing or its signature is wrong. */
export const signedCookieOf = (request: FastifyRequest, name: string): string | null => {
  const raw = request.cookies[name];
  if (raw === undefined) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value !== null && unsigned.value !== '' ? unsigned.value : null;
};

/** The visitor id of a signed rk_visitor cookie; a forged, unsigned or malformed one is null. */
export const visitorIdOf = (request: FastifyRequest): string | null =>
  validIdOr(signedCookieOf(request, VISITOR_COOKIE) ?? undefined);

/** rk_visitor: 180 days, signed. */
export const visitorCookieOptions = (config: ServerConfig): CookieSerializeOptions => ({
  ...cookieOptions(config, VISITOR_COOKIE_MAX_AGE_S),
  signed: true,
});
