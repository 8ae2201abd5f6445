import type { FastifyPluginAsync } from 'fastify';
import {
  REN_REF_COOKIE,
  REN_REF_COOKIE_MAX_AGE_S,
  TRACKING_SESSION_COOKIE,
} from '../../../domain/device/cookies';
import { cookieOptions, validIdOr } from '../cookies';
import type { ServerDeps } from '../server-deps';

// A reference id is an opaque token from a partner link; keep it short and URL-safe.
const REN_REF_PATTERN = '^[A-Za-z0-9_.:-]{1,100}$';
const REN_REF = new RegExp(REN_REF_PATTERN);

/** SPEC §7 GET /ren-ref and GET /general-tracking/session-id. */
export const trackingRoutes: FastifyPluginAsync<{ deps: ServerDeps }> = async (app, { deps }) => {
  app.get<{ Querystring: { renRef?: string } }>(
    '/ren-ref',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { renRef: { type: 'string', pattern: REN_REF_PATTERN } },
        },
        response: {
          200: { type: 'object', required: ['renRef'], properties: { renRef: { type: 'string' } } },
        },
      },
    },
    async (request, reply) => {
      // The query wins; without it an existing cookie is kept, else a new reference is made.
      const kept = request.cookies[REN_REF_COOKIE];
      const renRef =
        request.query.renRef ??
        (kept !== undefined && REN_REF.test(kept) ? kept : deps.ids.newId());
      reply.setCookie(REN_REF_COOKIE, renRef, cookieOptions(deps.config, REN_REF_COOKIE_MAX_AGE_S));
      return { renRef };
    },
  );

  app.get(
    '/general-tracking/session-id',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['sessionId'],
            properties: { sessionId: { type: 'string' } },
          },
        },
      },
    },
    // One id for the whole visit, across full page loads: kept in a browser-session cookie.
    async (request, reply) => {
      const kept = validIdOr(request.cookies[TRACKING_SESSION_COOKIE]);
      if (kept !== null) return { sessionId: kept };
      const sessionId = deps.ids.newId();
      reply.setCookie(TRACKING_SESSION_COOKIE, sessionId, cookieOptions(deps.config));
      return { sessionId };
    },
  );
};
