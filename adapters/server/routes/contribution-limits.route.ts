import type { FastifyPluginAsync } from 'fastify';
import { PRODUCT_TYPES, type ProductType } from '../../../domain/products/product-type';
import { API_ERROR_SCHEMA } from '../api-error';
import { CatalogueUnavailable, type RouteOptions } from '../server-use-cases';

const RANGE_SCHEMA = {
  type: ['object', 'null'],
  required: ['min', 'max'],
  properties: { min: { type: 'number' }, max: { type: 'number' } },
} as const;

export const CONTRIBUTION_LIMITS_SCHEMA = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['productType'],
    properties: { productType: { type: 'string', enum: PRODUCT_TYPES } },
  },
  response: {
    200: {
      type: 'object',
      required: ['monthly', 'oneTime'],
      properties: { monthly: RANGE_SCHEMA, oneTime: RANGE_SCHEMA },
    },
    400: API_ERROR_SCHEMA,
  },
} as const;

/**
 * GET /contribution-limits?productType=… — the lowest minimum and the highest maximum of the
 * catalogue's tariffs for the product (euros per month and once), for the contribution steps.
 */
export const contributionLimitsRoute: FastifyPluginAsync<RouteOptions> = async (
  app,
  { useCases },
) => {
  const { contributionLimits } = useCases;
  app.get<{ Querystring: { productType: ProductType } }>(
    '/contribution-limits',
    { schema: CONTRIBUTION_LIMITS_SCHEMA },
    async (request) => {
      const answer = await contributionLimits(request.query.productType);
      if (!answer.ok) throw new CatalogueUnavailable(answer.error.message);
      return answer.value;
    },
  );
};
