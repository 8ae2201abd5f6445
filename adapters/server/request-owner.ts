import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, VISITOR_COOKIE } from '../../domain/device/cookies';
import type { IdGeneratorPort } from '../../ports/id-generator.port';
import type { FindLoginSession } from '../../ports/use-cases/find-login-session.use-case';
import type { ApplicationOwner } from '../../ports/use-cases/submit-application.use-case';
import { signedCookieOf, visitorCookieOptions, visitorIdOf } from './cookies';
import type { RequestState } from './request-state';
import type { RouteOptions, ServerUseCases } from './server-use-cases';

/**
 * The one rule of who owns a request's stored data (drafts, applications, bookings, uploads):
 * the account of a live login session, and the signed visitor id. A first-time guest gets a
 * visitor id only when `newVisitor` is given (something is about to be stored); without one and
 * without a live session there is no owner (null). An expired session counts as no login.
 */
export const ownerOfRequest = async (input: {
  readonly sessionId: string | null;
  readonly visitorId: string | null;
  readonly findLoginSession: FindLoginSession;
  readonly newVisitor?: () => string;
}): Promise<ApplicationOwner | null> => {
  const found = await input.findLoginSession(input.sessionId);
  const accountId = found.kind === 'live' ? found.session.accountId : null;
  const visitorId = input.visitorId ?? input.newVisitor?.() ?? null;
  return visitorId === null && accountId === null
    ? null
    : { accountId, visitorId: visitorId ?? '' };
};

/** Who a page's stored data belongs to (ownerOfRequest), the session looked up once per request. */
export interface RequestOwner {
  /** The owner, or null for a first-time guest when `create` is false. */
  ownerOrNull(create: boolean): Promise<ApplicationOwner | null>;
  /** The owner; a first-time guest gets a (signed) visitor id now. */
  owner(): Promise<ApplicationOwner>;
}

/** The owner of a page request's data: ownerOfRequest on the page's request state. */
export const requestOwnerOf = (
  deps: {
    readonly ids: IdGeneratorPort;
    readonly useCases: Pick<ServerUseCases, 'findLoginSession'>;
  },
  sessionId: string | null,
  state: RequestState,
): RequestOwner => {
  let session: ReturnType<FindLoginSession> | null = null;
  const findOnce: FindLoginSession = (id) => {
    session ??= deps.useCases.findLoginSession(id);
    return session;
  };
  const ownerOrNull = (create: boolean): Promise<ApplicationOwner | null> =>
    ownerOfRequest({
      sessionId,
      visitorId: state.visitorId,
      findLoginSession: findOnce,
      ...(create ? { newVisitor: () => state.visitorIdOrNew(() => deps.ids.newId()) } : {}),
    });
  return {
    ownerOrNull,
    owner: async () => {
      const owner = await ownerOrNull(true);
      if (owner === null) throw new Error('no owner after creating the visitor');
      return owner;
    },
  };
};

/**
 * The owner of an API request's data (ownerOfRequest on its cookies); with `create`, a
 * first-time guest gets a visitor id now, with its cookie.
 */
export const applicationOwnerOf = (
  request: FastifyRequest,
  reply: FastifyReply,
  { deps, useCases }: RouteOptions,
  options: { readonly create: boolean },
): Promise<ApplicationOwner | null> =>
  ownerOfRequest({
    sessionId: signedCookieOf(request, SESSION_COOKIE),
    visitorId: visitorIdOf(request),
    findLoginSession: useCases.findLoginSession,
    ...(options.create
      ? {
          newVisitor: () => {
            const visitorId = deps.ids.newId();
            reply.setCookie(VISITOR_COOKIE, visitorId, visitorCookieOptions(deps.config));
            return visitorId;
          },
        }
      : {}),
  });

/** The owner of an API request that only reads (ownerOfRequest, never a new visitor). */
export const knownApplicationOwnerOf = (
  request: FastifyRequest,
  findLoginSession: FindLoginSession,
  visitorId: string | null = visitorIdOf(request),
): Promise<ApplicationOwner | null> =>
  ownerOfRequest({
    sessionId: signedCookieOf(request, SESSION_COOKIE),
    visitorId,
    findLoginSession,
  });
