import type { FastifyPluginAsync } from 'fastify';
import { VISITOR_COOKIE } from '../../../domain/device/cookies';
import { PRODUCT_TYPES, type ProductType } from '../../../domain/products/product-type';
import { API_ERROR_SCHEMA, apiError } from '../api-error';
import { visitorCookieOptions, visitorIdOf } from '../cookies';
import type { RouteOptions } from '../server-use-cases';

const DATA_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: { birthday: { type: 'string' }, jobSituation: { type: 'string' } },
} as const;

/** POST /bpm's body (exported for the fuzz test, which checks it with the server's validator). */
export const BPM_BODY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    birthday: { type: ['string', 'null'], maxLength: 64 },
    jobSituation: { type: ['string', 'null'], maxLength: 100 },
    productType: { type: 'string', enum: PRODUCT_TYPES },
  },
} as const;

interface BpmBody {
  birthday?: string | null;
  jobSituation?: string | null;
  productType?: ProductType;
}

/** SPEC §7 GET /bpm and POST /bpm: the visitor's birthday and job situation (signed cookie rk_visitor). */
export const bpmRoutes: FastifyPluginAsync<RouteOptions> = async (app, { deps, useCases }) => {
  const { getBusinessProcess, saveBusinessProcess } = useCases;

  // Both answers are a few hundred bytes, below the compression threshold (1 kB) with any value
  // a visitor can save: no compression hooks, and none to decompress a GET's body (it has none).
  app.get(
    '/bpm',
    { schema: { response: { 200: DATA_SCHEMA } }, compress: false, decompress: false },
    // The use case's promise as it is: no async wrapper, one promise fewer per request (each one
    // also costs the request's log context a hook call).
    (request) => getBusinessProcess(visitorIdOf(request)),
  );

  app.post<{ Body: BpmBody }>(
    '/bpm',
    {
      schema: {
        body: BPM_BODY_SCHEMA,
        response: { 200: DATA_SCHEMA, 400: API_ERROR_SCHEMA },
      },
      compress: false,
    },
    async (request, reply) => {
      const known = visitorIdOf(request);
      const visitorId = known ?? deps.ids.newId();
      const result = await saveBusinessProcess({ visitorId, ...request.body });
      if (!result.ok)
        return reply.code(400).send(apiError(result.error.kind, result.error.message));
      if (known === null) {
        reply.setCookie(VISITOR_COOKIE, visitorId, visitorCookieOptions(deps.config));
      }
      return result.value;
    },
  );
};
