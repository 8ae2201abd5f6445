import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { comparisonPageOf } from '../../../domain/comparison/comparison-page';
import { isCatalogueFailure } from '../../../ports/use-cases/compare-tariffs.use-case';
import { apiError } from '../api-error';
import { CatalogueUnavailable, type RouteOptions } from '../server-use-cases';
import { COMPARISON_SCHEMA, TARIFF_DETAILS_SCHEMA } from './comparison-schemas';

const reject = (
  reply: FastifyReply,
  error: { readonly kind: string; readonly message: string },
): FastifyReply => {
  if (isCatalogueFailure(error)) throw new CatalogueUnavailable(error.message);
  const status = error.kind === 'comparison/unknown-tariff' ? 404 : 400;
  return reply.code(status).send(apiError(error.kind, error.message));
};

/**
 * The comparison behind the result list. POST /comparison reads the customer's search as a query
 * string or whole URL (`{ "query": … }`, the same use case as `rente compare`) and answers one
 * page of it (`limit`, default 50, at most 100; `cursor`: the `nextCursor` of the page before;
 * `total` and `shown` count the whole list); GET /tariffs/:id
 * reads it from its own query string. Bad search data: 400 with the codec's or the domain's
 * German message; an unknown tariff: 404; a catalogue that is missing or does not load: 500.
 */
export const comparisonRoutes: FastifyPluginAsync<RouteOptions> = async (app, { useCases }) => {
  const { compareQuery, tariffDetailsQuery } = useCases;
  app.post<{ Body: { query: string; limit?: number; cursor?: string } }>(
    '/comparison',
    { schema: COMPARISON_SCHEMA },
    async (request, reply) => {
      const answer = await compareQuery(request.body.query);
      if (!answer.ok) return reject(reply, answer.error);
      const { limit, cursor } = request.body;
      const page = comparisonPageOf(answer.value.results.length, {
        ...(limit === undefined ? {} : { limit }),
        ...(cursor === undefined ? {} : { cursor }),
      });
      if (!page.ok) return reject(reply, page.error);
      const { start, end } = page.value;
      // The kept answer is shared and frozen: the page is a new object around slices of it.
      return {
        ...answer.value,
        results: answer.value.results.slice(start, end),
        facts: answer.value.facts.slice(start, end),
        limit: page.value.limit,
        nextCursor: page.value.nextCursor,
      };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/tariffs/:id',
    { schema: TARIFF_DETAILS_SCHEMA },
    async (request, reply) => {
      // The raw query: the codec reads it exactly as the customer's URL carried it.
      const answer = await tariffDetailsQuery(request.params.id, request.url);
      if (!answer.ok) return reject(reply, answer.error);
      return answer.value;
    },
  );
};
