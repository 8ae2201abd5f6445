import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import demo from '../../adapters/catalogue/demo-catalogue.json';
import { searchFromUrl } from '../../domain/search-data/search-from-url';
import { isCatalogueFailure } from '../../ports/use-cases/compare-tariffs.use-case';
import { makeTariffDetails } from '../../ports/use-cases/tariff-details.use-case';
import { comparisonQueryArb, encodeQueryValue } from '../arbitraries/comparison-query';
import { hostileStringArb } from '../arbitraries/hostile-input';
import { startTestServer, type TestServer } from '../support/test-server';
import { expectGermanMessage } from './fuzz-expect';
import { FUZZ_RUNS, FUZZ_SERVER_RUNS, fuzzAsync } from './fuzz-harness';

/**
 * GET /api/tariffs/:id reads the search from its own query string with the codec:
 * generated ids and queries through the real server (FUZZ_SERVER_RUNS: 1,000 in npm test).
 * Every answer is 200, 400 or 404 with the documented shape; never 500. The handler's steps get
 * FUZZ_RUNS (10,000 in npm test, 1,000,000 in npm run fuzz): the codec on the URL
 * (searchFromUrl) and the tariff-details use case with the server's catalogue and clock, mapped
 * to the status the handler answers.
 */

const TARIFF_IDS = demo.tariffs.map((tariff) => tariff.id);

const pathArb: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...TARIFF_IDS) },
      { weight: 1, arbitrary: hostileStringArb(20).map(encodeQueryValue) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('x'.repeat(129), '..', '%2e%2e', 'constructor', '__proto__'),
      },
    ),
    comparisonQueryArb,
  )
  // Only escapes the URL can carry: a raw one the server's URL parser refuses is another suite's.
  .map(
    ([id, query]) =>
      `/api/tariffs/${id}?${query.replace(/[^\x21-\x7e]/g, (c) => encodeQueryValue(c))}`,
  );

let server: TestServer;
let tariffDetails: ReturnType<typeof makeTariffDetails>;
beforeAll(async () => {
  server = await startTestServer({ removeDataDir: true });
  const catalogue = server.deps.catalogue;
  if (catalogue === undefined) throw new Error('the test server has no catalogue');
  tariffDetails = makeTariffDetails({ catalogue, clock: server.deps.clock });
});
afterAll(() => server.close());

describe('fuzz: GET /api/tariffs/:id with the search in the query (issue 13)', () => {
  fuzzAsync(
    'API query GET /api/tariffs/:id',
    pathArb,
    async (url) => {
      const answer = await server.app.inject({ method: 'GET', url });
      expect([200, 400, 404], `${answer.statusCode} ${answer.body.slice(0, 200)}`).toContain(
        answer.statusCode,
      );
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-correlation-id']).toBeTypeOf('string');
      if (answer.statusCode === 200) return;
      expectErrorShape(JSON.parse(answer.body));
    },
    { runs: FUZZ_SERVER_RUNS },
  );

  // The handler's steps, called directly: a pure-function run, FUZZ_RUNS cases.
  fuzzAsync(
    'API query GET /api/tariffs/:id (codec and use case)',
    pathArb,
    async (url) => {
      // The router hands the handler the id %-decoded; an id it cannot decode is its own 400.
      const rawId = url.slice('/api/tariffs/'.length, url.indexOf('?'));
      let id: string;
      try {
        id = decodeURIComponent(rawId);
      } catch {
        return;
      }
      const search = searchFromUrl(url);
      const result = search.ok
        ? await tariffDetails(id, search.value.searchData, undefined, search.value.deviceOutput)
        : search;
      if (result.ok) return;
      expect(isCatalogueFailure(result.error), result.error.message).toBe(false);
      expectErrorShape({ error: { kind: result.error.kind, message: result.error.message } });
    },
    { runs: FUZZ_RUNS },
  );
});

/** The documented error shape with a German message (the SPEC §5 query message echoes the value). */
const expectErrorShape = (json: { error?: { kind?: unknown; message?: unknown } }): void => {
  expect(Object.keys(json)).toEqual(['error']);
  expect(json.error?.kind).toBeTypeOf('string');
  expectGermanMessage(String(json.error?.message).replace(/„[^“]*“/g, '„…“'));
};
