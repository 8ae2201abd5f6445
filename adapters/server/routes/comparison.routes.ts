import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { searchFromUrl } from '../../../domain/search-data/search-from-url';
import type { ClockPort } from '../../../ports/clock.port';
import type { TariffCataloguePort } from '../../../ports/tariff-catalogue.port';
import {
  isCatalogueFailure,
  makeCompareTariffs,
} from '../../../ports/use-cases/compare-tariffs.use-case';
import { makeTariffDetails } from '../../../ports/use-cases/tariff-details.use-case';
import { apiError } from '../api-error';
import type { ServerDeps } from '../server-deps';
import { COMPARISON_SCHEMA, TARIFF_DETAILS_SCHEMA } from './comparison-schemas';

/** A catalogue that is missing or broken is an operations failure: the error handler logs it, 500. */
class CatalogueUnavailable extends Error {
  override readonly name = 'CatalogueUnavailable';
}

const NO_CATALOGUE: TariffCataloguePort = {
  load: async () => {
    throw new CatalogueUnavailable('no tariff catalogue configured');
  },
};

const reject = (
  reply: FastifyReply,
  error: { readonly kind: string; readonly message: string },
): FastifyReply => {
  if (isCatalogueFailure(error)) throw new CatalogueUnavailable(error.message);
  const status = error.kind === 'comparison/unknown-tariff' ? 404 : 400;
  return reply.code(status).send(apiError(error.kind, error.message));
};

/**
 * Issue 6: the comparison behind the result list. POST /comparison reads the customer's search
 * as a query string or whole URL (`{ "query": … }`, the same codec as `rente compare`); GET
 * /tariffs/:id reads it from its own query string. Bad search data: 400 with the codec's or the
 * domain's German message; an unknown tariff: 404; a catalogue that does not load: 500.
 */
export const comparisonRoutes: FastifyPluginAsync<{ deps: ServerDeps }> = async (app, { deps }) => {
  const ports: { catalogue: TariffCataloguePort; clock: ClockPort } = {
    catalogue: deps.catalogue ?? NO_CATALOGUE,
    clock: deps.clock,
  };
  const compareTariffs = makeCompareTariffs(ports);
  const tariffDetails = makeTariffDetails(ports);

  app.post<{ Body: { query: string } }>(
    '/comparison',
    { schema: COMPARISON_SCHEMA },
    async (request, reply) => {
      const search = searchFromUrl(request.body.query);
      if (!search.ok) return reject(reply, search.error);
      const { searchData, filters, deviceOutput } = search.value;
      const answer = await compareTariffs(searchData, filters, undefined, deviceOutput);
      if (!answer.ok) return reject(reply, answer.error);
      return answer.value;
    },
  );

  app.get<{ Params: { id: string } }>(
    '/tariffs/:id',
    { schema: TARIFF_DETAILS_SCHEMA },
    async (request, reply) => {
      // The raw query: the codec reads it exactly as the customer's URL carried it.
      const search = searchFromUrl(request.url);
      if (!search.ok) return reject(reply, search.error);
      const { searchData, deviceOutput } = search.value;
      const answer = await tariffDetails(request.params.id, searchData, undefined, deviceOutput);
      if (!answer.ok) return reject(reply, answer.error);
      return answer.value;
    },
  );
};
