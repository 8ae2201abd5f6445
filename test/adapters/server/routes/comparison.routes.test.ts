import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryTariffCatalogue } from '../../../../adapters/memory/memory-tariff-catalogue.adapter';
import { call } from '../../../support/api-call';
import { PUBLIC_ORIGIN, startTestServer, type TestServer } from '../../../support/test-server';

const SMALL = path.resolve(import.meta.dirname, '../../../fixtures/catalogue/small-catalogue.json');

// The API tests' clock stands at 15 March 2026 (api-test-server NOW): insurance start 1 April 2026.
const SCHICHT3 = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&pp=monthly';
const SOFORT = 'bd=1960-05-01&pt=sofort&otp=50000';

interface Row {
  readonly tariffId: string;
  readonly insurerId: number;
  readonly monthlyContribution: number;
  readonly projectedPension: number;
  readonly guaranteedPension: number;
  readonly effectiveCosts: number | null;
  readonly payInError: string | null;
}
interface Answer {
  readonly total: number;
  readonly shown: number;
  readonly demo: boolean;
  readonly results: readonly Row[];
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const compare = (query: unknown, s: Pick<TestServer, 'url'> = server) =>
  call(s, 'POST', '/api/comparison', { json: { query }, headers: { origin: PUBLIC_ORIGIN } });

describe('POST /api/comparison on the demo catalogue', () => {
  it('answers the sorted result list of a schicht3 search', async () => {
    const answer = await compare(SCHICHT3);
    expect(answer.status).toBe(200);
    const body = answer.json as Answer;
    expect(body.demo).toBe(true);
    expect(body.total).toBeGreaterThan(10);
    expect(body.shown).toBe(body.total);
    expect(body.results).toHaveLength(body.shown);
    const ok = body.results.filter((r) => r.payInError === null);
    for (let i = 1; i < ok.length; i++) {
      expect(ok[i - 1]!.projectedPension).toBeGreaterThanOrEqual(ok[i]!.projectedPension);
    }
    for (const row of body.results) {
      expect(row.monthlyContribution).toBe(150);
      expect(row.guaranteedPension).toBeLessThanOrEqual(row.projectedPension);
      expect(row.effectiveCosts).toBeGreaterThan(0);
    }
  });

  it('reads a whole comparison URL, applies its filters and its sort order', async () => {
    const all = (await compare(SCHICHT3)).json as Answer;
    const url = `https://www.rentenkompass.de/vergleich/ergebnis?${SCHICHT3}&if=1,4&sort=effectiveCosts#liste`;
    const filtered = (await compare(url)).json as Answer;
    expect(filtered.total).toBe(all.total);
    expect(filtered.shown).toBe(filtered.results.length);
    expect(filtered.shown).toBeLessThan(all.shown);
    expect(new Set(filtered.results.map((r) => r.insurerId))).toEqual(new Set([1, 4]));
    const costs = filtered.results
      .filter((r) => r.payInError === null)
      .map((r) => r.effectiveCosts);
    expect(costs).toEqual([...costs].sort((a, b) => (a ?? 0) - (b ?? 0)));
  });

  it('answers a sofort search without Effektivkosten', async () => {
    const body = (await compare(SOFORT)).json as Answer;
    expect(body.shown).toBeGreaterThan(0);
    expect(body.results.every((r) => r.effectiveCosts === null)).toBe(true);
  });

  it('refuses a value the codec cannot read with its SPEC §5 message', async () => {
    const answer = await compare(`${SCHICHT3}&pi=ja`);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      error: { kind: 'search-data/boolean', message: 'Couldnt parse value: ja to boolean' },
    });
    const number = await compare('pt=schicht3&mp=viel');
    expect(number.json).toEqual({
      error: { kind: 'search-data/number', message: 'Couldnt parse value: viel to number' },
    });
  });

  it('refuses incomplete search data with the German message of the domain', async () => {
    const noProduct = await compare('bd=1985-04-12&mp=150');
    expect(noProduct.status).toBe(400);
    expect(noProduct.json).toEqual({
      error: { kind: 'comparison/product-type', message: 'Bitte wählen Sie eine Produktart.' },
    });
    const tooYoung = await compare('pt=schicht3&bd=2015-01-01&mp=150');
    expect(tooYoung.status).toBe(400);
    expect(tooYoung.json).toEqual({
      error: {
        kind: 'comparison/birthday',
        message: 'Bitte geben Sie ein Mindestalter von 18 Jahren an',
      },
    });
  });

  it.each([
    [{}, 'Das Feld „query“ fehlt.'],
    [{ query: 42 }, 'Das Feld „query“ hat den falschen Typ.'],
    [{ query: SCHICHT3, searchData: {} }, 'Das Feld „searchData“ ist hier nicht erlaubt.'],
    [{ query: 'x'.repeat(8193) }, 'Das Feld „query“ hat einen unzulässigen Wert.'],
  ])('refuses the body %j with 400', async (json, message) => {
    const answer = await call(server, 'POST', '/api/comparison', { json });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: { kind: 'request/validation', message } });
  });

  it('applies the CSRF check like every POST', async () => {
    const answer = await call(server, 'POST', '/api/comparison', {
      json: { query: SCHICHT3 },
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({ error: { kind: 'csrf/origin' } });
  });
});

describe('GET /api/tariffs/:id', () => {
  it('answers the details of a tariff for the search in its query', async () => {
    const list = (await compare(SCHICHT3)).json as Answer;
    const first = list.results[0]!;
    const answer = await call(server, 'GET', `/api/tariffs/${first.tariffId}?${SCHICHT3}`);
    expect(answer.status).toBe(200);
    const details = answer.json as {
      demo: boolean;
      row: Row;
      insuranceStart: string;
      yearTable: readonly { year: number; projectedCapital: number }[];
      costBreakdown: { total: number };
      features: readonly { name: string; result: string }[];
      documents: readonly unknown[];
    };
    expect(details.demo).toBe(true);
    expect(details.row).toEqual(first);
    expect(details.insuranceStart).toBe('2026-04-01');
    // Born April 1985, pension at 67 in May 2052: 26 contract years and one month.
    expect(details.yearTable.at(-1)?.year).toBe(27);
    expect(details.costBreakdown.total).toBeGreaterThan(0);
    expect(details.features.length).toBeGreaterThanOrEqual(20);
    expect(details.documents.length).toBeGreaterThan(0);
  });

  it('answers 404 with the domain message for an unknown tariff', async () => {
    const answer = await call(server, 'GET', `/api/tariffs/gibt-es-nicht?${SCHICHT3}`);
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({
      error: { kind: 'comparison/unknown-tariff', message: 'Diesen Tarif gibt es nicht.' },
    });
  });

  it('answers 400 for bad search data and for a tariff of another product', async () => {
    const bad = await call(
      server,
      'GET',
      '/api/tariffs/nordlicht-leben-sofortrente?pt=sofort&otp=x',
    );
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({
      error: { kind: 'search-data/number', message: 'Couldnt parse value: x to number' },
    });
    const other = await call(server, 'GET', `/api/tariffs/nordlicht-leben-sofortrente?${SCHICHT3}`);
    expect(other.status).toBe(400);
    expect(other.json).toMatchObject({ error: { kind: 'comparison/tariff-product-type' } });
    const none = await call(server, 'GET', '/api/tariffs/nordlicht-leben-sofortrente');
    expect(none.status).toBe(400);
    expect(none.json).toMatchObject({ error: { kind: 'comparison/product-type' } });
  });
});

describe('the comparison on another catalogue', () => {
  it('serves a CATALOGUE_FILE fixture without the demo label', async () => {
    const small = await startTestServer({ catalogueFile: SMALL });
    try {
      const body = (await compare(SCHICHT3, small)).json as Answer;
      expect(body).toMatchObject({ total: 1, shown: 1, demo: false });
      expect(body.results.map((r) => r.tariffId)).toEqual(['test-invest']);
    } finally {
      await small.close();
    }
  });

  it('answers 500 without detail, logged once, when the catalogue does not load', async () => {
    const broken = await startTestServer({
      overrides: {
        catalogue: new MemoryTariffCatalogue({
          kind: 'catalogue/unreadable',
          message: 'catalogue file /nirgends.json: not found',
        }),
      },
    });
    try {
      const answer = await compare(SCHICHT3, broken);
      expect(answer.status).toBe(500);
      expect(answer.json).toEqual({
        error: { kind: 'server/internal', message: 'Es ist leider ein Fehler aufgetreten.' },
      });
      expect(answer.text).not.toContain('nirgends');
      const details = await call(broken, 'GET', `/api/tariffs/x?${SCHICHT3}`);
      expect(details.status).toBe(500);
      const failures = broken.logger.entries.filter((e) => e.level === 'error');
      expect(failures).toHaveLength(2);
      expect(JSON.stringify(failures[0])).toContain('/nirgends.json: not found');
    } finally {
      await broken.close();
    }
  });
});

// One number could stall the server or answer 500.
describe('the ranges of the search numbers', () => {
  const RIESTER = 'js=Angestellter&bd=1985-04-12&pt=riester&egs=40000&mp=100';
  const MONTHLY = 'Der monatliche Beitrag muss zwischen 0 und 10.000.000 € liegen.';

  // The findings' POST /api/comparison examples: test/adapters/server/attack/search-input.attack.test.ts.
  it('GET /api/tariffs/:id answers the same 400', async () => {
    const list = (await compare(SCHICHT3)).json as Answer;
    const id = list.results[0]!.tariffId;
    const answer = await call(
      server,
      'GET',
      `/api/tariffs/${id}?js=Angestellter&bd=1985-04-12&pt=schicht3&mp=1e308`,
    );
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      error: { kind: 'comparison/contribution-range', message: MONTHLY },
    });
  });

  it('refuses a date outside 1583–9999 with the one date-range message', async () => {
    const message = 'Das Datum muss zwischen dem 01.01.1583 und dem 31.12.9999 liegen.';
    for (const query of [
      'js=Angestellter&bd=1500-01-01&pt=schicht3&mp=150',
      `${SCHICHT3}&is=1582-12-01`,
      `${SCHICHT3}&cb=2015-01-01,0001-01-01`,
    ]) {
      const answer = await compare(query);
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ error: { kind: 'search-data/date-range', message } });
    }
  });

  it('keeps answering at the largest valid search', async () => {
    // 175 € a month is the most any Riester tariff of the demo catalogue takes.
    const answer = await compare(`${RIESTER.replace('mp=100', 'mp=175')}&noc=15`);
    expect(answer.status).toBe(200);
    expect((answer.json as Answer).results.length).toBeGreaterThan(0);
  });
});
