import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import {
  PKCE_COOKIE,
  PKCE_COOKIE_MAX_AGE_S,
  SESSION_COOKIE,
  SESSION_COOKIE_MAX_AGE_S,
} from '../../../domain/device/cookies';
import { cookieOptions } from '../cookies';
import type { ServerConfig } from '../server-deps';

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
