import type { FastifyPluginAsync } from 'fastify';
import { API_ERROR_SCHEMA } from '../api-error';
import { CatalogueUnavailable, type RouteOptions } from '../server-use-cases';

const TARIFF_SCHEMA = {
  type: 'object',
  required: ['tariffId', 'tariffName', 'investmentType', 'grade', 'productTypes'],
  properties: {
    tariffId: { type: 'string' },
    tariffName: { type: 'string' },
    investmentType: { type: 'string' },
    grade: { type: 'number' },
    productTypes: { type: 'array', items: { type: 'string' } },
  },
} as const;

export const INSURERS_SCHEMA = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { single: { type: 'string', enum: ['0', '1'] } },
  },
  response: {
    200: {
      type: 'object',
      required: ['demo', 'singlePremium', 'insurers'],
      properties: {
        demo: { type: 'boolean' },
        singlePremium: { type: 'boolean' },
        insurers: {
          type: 'array',
          items: {
            type: 'object',
            required: ['insurerId', 'insurerName', 'tariffs'],
            properties: {
              insurerId: { type: 'integer' },
              insurerName: { type: 'string' },
              tariffs: { type: 'array', items: TARIFF_SCHEMA },
            },
          },
        },
      },
    },
    400: API_ERROR_SCHEMA,
  },
} as const;

/**
 * GET /insurers?single=0|1 — the catalogue's insurers with their tariffs for the
 * regular-premium products (default) or the single-premium ones (/sofort-insurance-list).
 */
export const insurersRoute: FastifyPluginAsync<RouteOptions> = async (app, { useCases }) => {
  const { listInsurers } = useCases;
  app.get<{ Querystring: { single?: '0' | '1' } }>(
    '/insurers',
    { schema: INSURERS_SCHEMA },
    async (request) => {
      const answer = await listInsurers(request.query.single === '1');
      if (!answer.ok) throw new CatalogueUnavailable(answer.error.message);
      return answer.value;
    },
  );
};
