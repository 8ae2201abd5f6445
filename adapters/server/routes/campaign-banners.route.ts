import type { FastifyPluginAsync } from 'fastify';
import { PRODUCT_TYPES, type ProductType } from '../../../domain/products/product-type';
import { API_ERROR_SCHEMA, apiError } from '../api-error';
import type { RouteOptions } from '../server-use-cases';

const BANNER_SCHEMA = {
  type: 'object',
  required: ['type', 'endTime', 'endDate', 'daysLeft', 'hoursLeft', 'minutesLeft'],
  properties: {
    type: { type: 'string' },
    endTime: { type: 'string' },
    endDate: { type: 'string' },
    daysLeft: { type: 'integer' },
    hoursLeft: { type: 'integer' },
    minutesLeft: { type: 'integer' },
  },
} as const;

interface BannerQuery {
  executionTime?: string;
  productType?: ProductType;
  page?: string;
}

/** SPEC §7 GET campaign-banners: the year-end banners at executionTime (default now). */
export const campaignBannersRoute: FastifyPluginAsync<RouteOptions> = async (app, { useCases }) => {
  const { getCampaignBanners } = useCases;
  app.get<{ Querystring: BannerQuery }>(
    '/campaign-banners',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            executionTime: { type: 'string', maxLength: 64 },
            productType: { type: 'string', enum: PRODUCT_TYPES },
            page: { type: 'string', maxLength: 200, pattern: '^/' },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['campaignBanners'],
            properties: { campaignBanners: { type: 'array', items: BANNER_SCHEMA } },
          },
          400: API_ERROR_SCHEMA,
        },
      },
    },
    async (request, reply) => {
      const result = await getCampaignBanners(request.query);
      if (!result.ok)
        return reply.code(400).send(apiError(result.error.kind, result.error.message));
      return result.value;
    },
  );
};
