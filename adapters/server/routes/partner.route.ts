import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../server-use-cases';

/** SPEC §7 GET /b2bpartner/{wpsetName}: the partner set's codes, or null. */
export const partnerRoute: FastifyPluginAsync<RouteOptions> = async (app, { useCases }) => {
  const { getPartnerInfo } = useCases;
  app.get<{ Params: { wpsetName: string } }>(
    '/b2bpartner/:wpsetName',
    {
      schema: {
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['wpsetName'],
          properties: { wpsetName: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
        },
        response: {
          200: {
            anyOf: [
              { type: 'null' },
              {
                type: 'object',
                required: ['b2BPartner', 'b2BAdPartner'],
                properties: { b2BPartner: { type: 'string' }, b2BAdPartner: { type: 'string' } },
              },
            ],
          },
        },
      },
    },
    async (request) => getPartnerInfo(request.params.wpsetName),
  );
};
