import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryTariffCatalogue } from '../../../../adapters/memory/memory-tariff-catalogue.adapter';
import type { InsurerList } from '../../../../domain/insurer-list/insurer-list';
import { call } from '../../../support/api-call';
import { startTestServer, type TestServer } from '../../../support/test-server';

const SMALL = path.resolve(import.meta.dirname, '../../../fixtures/catalogue/small-catalogue.json');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/insurers on the demo catalogue', () => {
  it('lists the 15 insurers with their regular-premium tariffs by default', async () => {
    const answer = await call(server, 'GET', '/api/insurers');
    expect(answer.status).toBe(200);
    const body = answer.json as InsurerList;
    expect(body).toMatchObject({ demo: true, singlePremium: false });
    expect(body.insurers).toHaveLength(15);
    const names = body.insurers.map((i) => i.insurerName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
    for (const insurer of body.insurers) {
      expect(insurer.tariffs.length).toBeGreaterThan(0);
      for (const t of insurer.tariffs) {
        expect(t.productTypes.length).toBeGreaterThan(0);
        for (const p of t.productTypes) expect(['schicht3', 'riester', 'ruerup']).toContain(p);
      }
    }
    expect((await call(server, 'GET', '/api/insurers?single=0')).json).toEqual(body);
  });

  it('lists the single-premium tariffs with single=1', async () => {
    const body = (await call(server, 'GET', '/api/insurers?single=1')).json as InsurerList;
    expect(body.singlePremium).toBe(true);
    expect(body.insurers.length).toBeGreaterThan(0);
    const products = body.insurers.flatMap((i) => i.tariffs.flatMap((t) => t.productTypes));
    expect(products).toContain('sofort');
    for (const p of products) expect(['sofort', 's3einmalzahlung']).toContain(p);
  });

  it('answers 400 for another value of single', async () => {
    const answer = await call(server, 'GET', '/api/insurers?single=ja');
    expect(answer.status).toBe(400);
    expect((answer.json as { error: { kind: string } }).error.kind).toBeTypeOf('string');
  });
});

describe('GET /api/insurers on other catalogues', () => {
  it('serves a CATALOGUE_FILE fixture without the demo label', async () => {
    const small = await startTestServer({ catalogueFile: SMALL });
    try {
      const body = (await call(small, 'GET', '/api/insurers')).json as InsurerList;
      expect(body.demo).toBe(false);
      expect(body.insurers.flatMap((i) => i.tariffs.map((t) => t.tariffId))).toContain(
        'test-invest',
      );
    } finally {
      await small.close();
    }
  });

  it('answers 500 without detail when the catalogue does not load', async () => {
    const broken = await startTestServer({
      overrides: {
        catalogue: new MemoryTariffCatalogue({
          kind: 'catalogue/unreadable',
          message: 'catalogue file /nirgends.json: not found',
        }),
      },
    });
    try {
      const answer = await call(broken, 'GET', '/api/insurers');
      expect(answer.status).toBe(500);
      expect(answer.text).not.toContain('nirgends');
    } finally {
      await broken.close();
    }
  });
});
