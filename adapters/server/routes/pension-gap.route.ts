import type { FastifyPluginAsync } from 'fastify';
import {
  PENSION_GAP_FIELDS,
  type PensionGapFormInput,
} from '../../../domain/pension-gap/pension-gap-input';
import type { RouteOptions } from '../server-use-cases';

/** GET /pension-gap's query: the Rentenlückencheck's form fields as typed (German amounts). */
export const PENSION_GAP_QUERY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(
    PENSION_GAP_FIELDS.map((field) => [field, { type: 'string', maxLength: 32 }]),
  ),
} as const;

/**
 * GET /pension-gap: the Rentenlückencheck for the query of its page (a GET, so the result has an
 * address like the page and changes nothing). Bad input: 400 with the first German message and
 * every field's message in error.fields.
 */
export const pensionGapRoute: FastifyPluginAsync<RouteOptions> = async (app, { useCases }) => {
  const { calculatePensionGap } = useCases;
  app.get<{ Querystring: PensionGapFormInput }>(
    '/pension-gap',
    { schema: { querystring: PENSION_GAP_QUERY_SCHEMA } },
    async (request, reply) => {
      const result = await calculatePensionGap(request.query);
      if (!result.ok) return reply.code(400).send({ error: result.error });
      return result.value;
    },
  );
};
