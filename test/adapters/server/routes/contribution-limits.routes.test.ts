import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../support/api-call';
import { PUBLIC_ORIGIN, startTestServer, type TestServer } from '../../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const NBSP = '\u00a0';

describe('the catalogue limits of a contribution (issue 16 item 4)', () => {
  it('GET /api/contribution-limits answers the span of the demo tariffs of the product', async () => {
    const answer = await call(server, 'GET', '/api/contribution-limits?productType=schicht3');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      monthly: { min: 25, max: 5000 },
      oneTime: { min: 500, max: 1_000_000 },
      offer: {
        investmentTypes: ['klassisch', 'fondsgebunden', 'hybrid', 'hybridUndKlassisch'],
        highestGuarantee: 100,
        deathBenefits: ['keine', 'beitragsrueckgewaehr', 'guthaben'],
        longestGuaranteePeriod: 25,
      },
    });
    const sofort = await call(server, 'GET', '/api/contribution-limits?productType=sofort');
    expect(sofort.json).toMatchObject({ monthly: null, oneTime: { min: 5000, max: 1_000_000 } });
    // What the investment step offers (issue 32, finding 3): Riester has no „keine“, no hybrid
    // and classic mix in the demo catalogue.
    const riester = await call(server, 'GET', '/api/contribution-limits?productType=riester');
    expect(riester.json).toMatchObject({
      offer: {
        investmentTypes: ['klassisch', 'fondsgebunden', 'hybrid'],
        deathBenefits: ['beitragsrueckgewaehr', 'guthaben'],
      },
    });
  });

  it('refuses an unknown product type with 400', async () => {
    const answer = await call(server, 'GET', '/api/contribution-limits?productType=bausparen');
    expect(answer.status).toBe(400);
  });

  it.each([
    ['mp=5', `Bitte geben Sie einen Beitrag zwischen 25${NBSP}€ und 5.000${NBSP}€ im Monat ein.`],
    [
      'mp=99999',
      `Bitte geben Sie einen Beitrag zwischen 25${NBSP}€ und 5.000${NBSP}€ im Monat ein.`,
    ],
  ])('POST /api/comparison refuses %s with 400 and the range', async (amount, message) => {
    const answer = await call(server, 'POST', '/api/comparison', {
      json: { query: `js=Angestellter&bd=1985-04-12&pt=schicht3&${amount}` },
      headers: { origin: PUBLIC_ORIGIN },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: { kind: 'comparison/contribution-limits', message } });
  });
});
