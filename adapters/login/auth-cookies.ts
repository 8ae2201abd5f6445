import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { cookieOptions } from '../server/cookies';
import type { ServerConfig } from '../server/server-deps';

/** The portal session (issue 4): HttpOnly, SameSite=Lax, Secure under https, signed. */
export const SESSION_COOKIE = 'rk_session';
/** The PKCE verifier between /api/auth/login and /api/auth/callback. */
export const PKCE_COOKIE = 'rk_pkce';

export const PKCE_COOKIE_MAX_AGE_S = 600;
/**
 * The cookie outlives the 30-minute idle limit on purpose: an idle-expired session must still
 * be found to greet the visitor by name (SPEC §4 expired session). 30 days.
 */
export const SESSION_COOKIE_MAX_AGE_S = 2_592_000;

const PKCE_PATH = '/api/auth';

export const sessionCookieOptions = (config: ServerConfig): CookieSerializeOptions => ({
  ...cookieOptions(config, SESSION_COOKIE_MAX_AGE_S),
  signed: true,
});

export const pkceCookieOptions = (config: ServerConfig): CookieSerializeOptions => ({
  ...cookieOptions(config, PKCE_COOKIE_MAX_AGE_S),
  path: PKCE_PATH,
  signed: true,
});

export const clearSessionCookie = (reply: FastifyReply, config: ServerConfig): FastifyReply =>
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config, 0));

export const clearPkceCookie = (reply: FastifyReply, config: ServerConfig): FastifyReply =>
  reply.clearCookie(PKCE_COOKIE, { ...cookieOptions(config, 0), path: PKCE_PATH });
