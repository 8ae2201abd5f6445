import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import demo from '../../adapters/catalogue/demo-catalogue.json';
import { comparisonQueryArb, encodeQueryValue } from '../arbitraries/comparison-query';
import { hostileStringArb } from '../arbitraries/hostile-input';
import { startTestServer, type TestServer } from '../support/test-server';
import { expectGermanMessage } from './fuzz-expect';
import { fuzzAsync } from './fuzz-harness';

/**
 * GET /api/tariffs/:id reads the search from its own query string with the codec:
 * generated ids and queries through the real server. Every answer is 200, 400 or 404 with the
 * documented shape; never 500.
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
beforeAll(async () => {
  server = await startTestServer({ removeDataDir: true });
});
afterAll(() => server.close());

describe('fuzz: GET /api/tariffs/:id with the search in the query (issue 13)', () => {
  fuzzAsync('API query GET /api/tariffs/:id', pathArb, async (url) => {
    const answer = await server.app.inject({ method: 'GET', url });
    expect([200, 400, 404], `${answer.statusCode} ${answer.body.slice(0, 200)}`).toContain(
      answer.statusCode,
    );
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-correlation-id']).toBeTypeOf('string');
    if (answer.statusCode === 200) return;
    const json = JSON.parse(answer.body) as { error?: { kind?: unknown; message?: unknown } };
    expect(Object.keys(json)).toEqual(['error']);
    expect(json.error?.kind).toBeTypeOf('string');
    // The SPEC §5 query message echoes the value; the rest is ours and German.
    expectGermanMessage(String(json.error?.message).replace(/„[^“]*“/g, '„…“'));
  });
});
