import type { FastifyPluginAsync } from 'fastify';
import { CONSENT_COOKIE } from '../../../domain/device/cookies';
import { DEVICE_OUTPUTS } from '../../../domain/device/device-output';
import { PAGE_TYPES } from '../../../domain/tracking/page-type';
import { PRODUCT_CATEGORIES } from '../../../domain/tracking/product-category';
import { TRACKING_EVENT_KINDS } from '../../../domain/tracking/tracking-event';
import {
  PARTNER_CODE_PATTERN,
  REN_REF_PATTERN,
  TRACKING_ACTION_PATTERN,
  TRACKING_EVENT_FIELDS,
  TRACKING_PATH_PATTERN,
  TRACKING_SESSION_ID_PATTERN,
} from '../../../domain/tracking/tracking-event-validation';
import { API_ERROR_SCHEMA, apiError } from '../api-error';
import type { RouteOptions } from '../server-use-cases';

/** A tracking event is a few hundred bytes; anything over 1 KB is not one. */
export const TRACKING_BODY_LIMIT = 1024;

/** How many tracking events one client ip may send per minute. */
export const TRACKING_LIMIT_PER_MINUTE = 120;

/** The answer header saying what became of an event: recorded, skipped or disabled. */
export const TRACKING_OUTCOME_HEADER = 'x-rk-tracking';

const token = (pattern: RegExp) => ({ type: 'string', pattern: pattern.source }) as const;
const tokenOrNull = (pattern: RegExp) =>
  ({ type: ['string', 'null'], pattern: pattern.source }) as const;

/** The shape check before the domain's own (which also compares with the page registry). */
export const TRACKING_EVENT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: TRACKING_EVENT_FIELDS,
  properties: {
    kind: { type: 'string', enum: TRACKING_EVENT_KINDS },
    action: tokenOrNull(TRACKING_ACTION_PATTERN),
    path: token(TRACKING_PATH_PATTERN),
    siteId: { type: 'integer' },
    actionId: { type: 'integer' },
    generalSiteId: { type: 'integer' },
    areaId: { type: 'string', maxLength: 200 },
    pageType: { type: 'string', enum: PAGE_TYPES },
    productCategory: { type: 'string', enum: PRODUCT_CATEGORIES },
    wp1: token(PARTNER_CODE_PATTERN),
    wp2: token(PARTNER_CODE_PATTERN),
    deviceOutput: { type: 'string', enum: DEVICE_OUTPUTS },
    renRef: tokenOrNull(REN_REF_PATTERN),
    trackingSessionId: tokenOrNull(TRACKING_SESSION_ID_PATTERN),
  },
} as const;

/**
 * POST /tracking/events (under /api) stores a SPEC §9 tracking event when the
 * `rk_consent` cookie grants analytics, and answers 204 either way (header x-rk-tracking);
 * 400 for a body that is not a valid event. Neither ip nor user agent is passed on.
 */
export const trackingPlugin: FastifyPluginAsync<RouteOptions> = async (app, { useCases }) => {
  const { recordTrackingEvent } = useCases;

  // Only this route's limit differs from the server-wide error answers; the rest go up.
  app.setErrorHandler((error, _request, reply) => {
    if ((error as { code?: unknown }).code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
    return reply
      .code(413)
      .send(apiError('request/too-large', 'Die Tracking-Daten sind zu groß (höchstens 1 KB).'));
  });

  app.post(
    '/tracking/events',
    {
      bodyLimit: TRACKING_BODY_LIMIT,
      schema: {
        body: TRACKING_EVENT_SCHEMA,
        response: { 204: { type: 'null' }, 400: API_ERROR_SCHEMA },
      },
      config: { rateLimit: { max: TRACKING_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const result = await recordTrackingEvent({
        consentCookie: request.cookies[CONSENT_COOKIE] ?? null,
        body: request.body,
      });
      if (!result.ok) {
        return reply.code(400).send(apiError(result.error.kind, result.error.message));
      }
      return reply.code(204).header(TRACKING_OUTCOME_HEADER, result.value).send();
    },
  );
};
