import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../domain/device/cookies';
import type { FindLoginSession } from '../../ports/use-cases/find-login-session.use-case';
import type { ApplicationOwner } from '../../ports/use-cases/submit-application.use-case';
import { signedCookieOf, visitorIdOf } from './cookies';

/**
 * Who asks, for the applications: the account of a live login session and the signed visitor
 * id. Null when neither is there (nobody can own anything then). An expired session counts as
 * no login: its owner logs in again.
 */
export const applicationOwnerOf = async (
  request: FastifyRequest,
  findLoginSession: FindLoginSession,
): Promise<ApplicationOwner | null> => {
  const visitorId = visitorIdOf(request);
  const found = await findLoginSession(signedCookieOf(request, SESSION_COOKIE));
  const accountId = found.kind === 'live' ? found.session.accountId : null;
  if (visitorId === null && accountId === null) return null;
  return { accountId, visitorId: visitorId ?? '' };
};
