import type { FastifyPluginAsync } from 'fastify';
import {
  APPLICATION_PAGE_PATH,
  applicationPageHref,
  EXPIRES_PARAMETER,
  GUEST_LINK_PATH,
  LINK_STATE_PARAMETER,
  SIGNATURE_PARAMETER,
} from '../../../domain/application/guest-link';
import { APPLICATION_PARAMETER } from '../../../domain/customer-area/customer-area-paths';
import { VISITOR_COOKIE } from '../../../domain/device/cookies';
import { visitorCookieOptions } from '../cookies';
import type { RouteOptions } from '../server-use-cases';

type LinkQuery = Readonly<Record<string, string | undefined>>;

/**
 * GET /antrag-link?antrag=…&bis=…&sig=…: a guest's signed link to the application (in the
 * confirmation mail, or sent again). A valid one makes this browser the application's owner
 * (the signed visitor cookie of the browser it was signed in) and sends it on (303) to the
 * application's page, so the secret leaves the address bar at once; an expired or wrong one
 * goes to the page with `link=abgelaufen` or `link=ungueltig`, where a new one can be asked
 * for. An account's application is the account's: its page asks to log in.
 */
export const guestLinkRoutes: FastifyPluginAsync<RouteOptions> = async (
  app,
  { deps, useCases },
) => {
  const access = useCases.guestLinkAccess;
  if (access === undefined) return;
  app.get<{ Querystring: LinkQuery }>(
    GUEST_LINK_PATH,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            [APPLICATION_PARAMETER]: { type: 'string', maxLength: 40 },
            [EXPIRES_PARAMETER]: { type: 'string', maxLength: 12 },
            [SIGNATURE_PARAMETER]: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const reference = query[APPLICATION_PARAMETER] ?? null;
      const opened = await access.open({
        reference,
        expires: query[EXPIRES_PARAMETER] ?? null,
        signature: query[SIGNATURE_PARAMETER] ?? null,
      });
      // The address carries a secret: never cached, never sent on as a referrer.
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      if (opened.ok) {
        reply.setCookie(VISITOR_COOKIE, opened.value.visitorId, visitorCookieOptions(deps.config));
        return reply.redirect(applicationPageHref(opened.value.reference), 303);
      }
      const page =
        reference !== null && /^[A-Z0-9-]{1,40}$/.test(reference)
          ? applicationPageHref(reference)
          : `${APPLICATION_PAGE_PATH}?`;
      if (opened.error.kind === 'guest-link/account') return reply.redirect(page, 303);
      const state = opened.error.kind === 'guest-link/expired' ? 'abgelaufen' : 'ungueltig';
      const separator = page.endsWith('?') ? '' : '&';
      return reply.redirect(`${page}${separator}${LINK_STATE_PARAMETER}=${state}`, 303);
    },
  );
};
