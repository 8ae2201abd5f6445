import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, VISITOR_COOKIE } from '../../domain/device/cookies';
import type { FindLoginSession } from '../../ports/use-cases/find-login-session.use-case';
import type { ApplicationOwner } from '../../ports/use-cases/submit-application.use-case';
import { signedCookieOf, visitorCookieOptions, visitorIdOf } from './cookies';
import type { RouteOptions } from './server-use-cases';

/**
 * Who a request's application data belongs to: the account of a live, non-anonymous login
 * session, and the signed visitor id (handed out now, with its cookie, when there is none).
 */
export const applicationOwnerOf = async (
  request: FastifyRequest,
  reply: FastifyReply,
  { deps, useCases }: RouteOptions,
  options: { readonly create: boolean },
): Promise<ApplicationOwner | null> => {
  const found = await useCases.findLoginSession(signedCookieOf(request, SESSION_COOKIE));
  const accountId = found.kind === 'live' ? found.session.accountId : null;
  const known = visitorIdOf(request);
  if (known !== null) return { accountId, visitorId: known };
  if (!options.create) return accountId === null ? null : { accountId, visitorId: '' };
  const visitorId = deps.ids.newId();
  reply.setCookie(VISITOR_COOKIE, visitorId, visitorCookieOptions(deps.config));
  return { accountId, visitorId };
};

/**
 * Who asks, for the applications: the account of a live login session and the signed visitor
 * id. Null when neither is there (nobody can own anything then). An expired session counts as
 * no login: its owner logs in again.
 */
export const knownApplicationOwnerOf = async (
  request: FastifyRequest,
  findLoginSession: FindLoginSession,
): Promise<ApplicationOwner | null> => {
  const visitorId = visitorIdOf(request);
  const found = await findLoginSession(signedCookieOf(request, SESSION_COOKIE));
  const accountId = found.kind === 'live' ? found.session.accountId : null;
  if (visitorId === null && accountId === null) return null;
  return { accountId, visitorId: visitorId ?? '' };
};
