import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../support/api-call';
import { startTestServer, type TestServer } from '../../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.deps.partnerSets.save({
    name: 'vergleich_ads-7',
    b2BPartner: 'partner_x',
    b2BAdPartner: 'ad_y',
  });
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/b2bpartner/:wpsetName', () => {
  it('answers the stored partner set (seeded and saved)', async () => {
    const seeded = await call(server, 'GET', '/api/b2bpartner/natural');
    expect(seeded.status).toBe(200);
    expect(seeded.json).toEqual({ b2BPartner: 'rk_portal', b2BAdPartner: 'rk_natural' });
    const saved = await call(server, 'GET', '/api/b2bpartner/vergleich_ads-7');
    expect(saved.json).toEqual({ b2BPartner: 'partner_x', b2BAdPartner: 'ad_y' });
  });

  it('answers 200 null for a set without ad partner and for an unknown set', async () => {
    for (const name of ['rk_partner_ohne_ad', 'gibt_es_nicht']) {
      const answer = await call(server, 'GET', `/api/b2bpartner/${name}`);
      expect(answer.status).toBe(200);
      expect(answer.text).toBe('null');
    }
  });

  it.each([
    '/api/b2bpartner/a%20b',
    '/api/b2bpartner/..%2Fetc',
    `/api/b2bpartner/${'x'.repeat(65)}`,
    '/api/b2bpartner/%C3%A4',
  ])('refuses the malformed name %s with 400', async (path) => {
    const answer = await call(server, 'GET', path);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      error: {
        kind: 'request/validation',
        message: 'Das Feld „wpsetName“ hat einen unzulässigen Wert.',
      },
    });
  });
});
