import type { FastifyPluginAsync } from 'fastify';
import { INVESTMENT_TYPES } from '../../../domain/products/investment-type';
import { PRODUCT_TYPES, type ProductType } from '../../../domain/products/product-type';
import { DEATH_BENEFITS_BY_BENEFIT } from '../../../domain/tariffs/death-benefit';
import { API_ERROR_SCHEMA } from '../api-error';
import { CatalogueUnavailable, type RouteOptions } from '../server-use-cases';

const RANGE_SCHEMA = {
  type: ['object', 'null'],
  required: ['min', 'max'],
  properties: { min: { type: 'number' }, max: { type: 'number' } },
} as const;

const NUMBER_OR_NULL = { type: ['number', 'null'] } as const;

/** What the product's tariffs offer at the investment step (domain/comparison/product-offer.ts). */
const OFFER_SCHEMA = {
  type: 'object',
  required: ['investmentTypes', 'highestGuarantee', 'deathBenefits', 'longestGuaranteePeriod'],
  properties: {
    investmentTypes: { type: 'array', items: { type: 'string', enum: INVESTMENT_TYPES } },
    highestGuarantee: NUMBER_OR_NULL,
    deathBenefits: { type: 'array', items: { type: 'string', enum: DEATH_BENEFITS_BY_BENEFIT } },
    longestGuaranteePeriod: NUMBER_OR_NULL,
  },
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
      properties: { monthly: RANGE_SCHEMA, oneTime: RANGE_SCHEMA, offer: OFFER_SCHEMA },
    },
    400: API_ERROR_SCHEMA,
  },
} as const;

/**
 * GET /contribution-limits?productType=… — the lowest minimum and the highest maximum of the
 * catalogue's tariffs for the product (euros per month and once), for the contribution steps;
 * `offer`: what they offer at the investment step (investment types, highest guarantee level,
 * death benefits, longest guarantee period).
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
