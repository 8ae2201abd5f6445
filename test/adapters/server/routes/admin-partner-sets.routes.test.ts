import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../support/api-call';
import { PUBLIC_ORIGIN, startTestServer, type TestServer } from '../../../support/test-server';

const TOKEN = 'admin-token-with-at-least-thirty-two-chars';
const AUTH = { authorization: `Bearer ${TOKEN}` };

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ config: { adminToken: TOKEN }, removeDataDir: true });
}, 120_000);
afterAll(async () => server.close());

const names = async (): Promise<string[]> =>
  (
    (await call(server, 'GET', '/api/admin/partner-sets', { headers: AUTH })).json as {
      partnerSets: { name: string }[];
    }
  ).partnerSets.map((s) => s.name);

describe('the partner sets of the admin API', () => {
  it('answers 401 without the admin token, for reading and writing', async () => {
    expect((await call(server, 'GET', '/api/admin/partner-sets')).status).toBe(401);
    const put = await call(server, 'PUT', '/api/admin/partner-sets/p_x', {
      json: { b2BPartner: 'px' },
    });
    expect(put.status).toBe(401);
    expect((await call(server, 'DELETE', '/api/admin/partner-sets/natural')).status).toBe(401);
    expect(await names()).not.toContain('p_x');
  });

  it('lists the SPEC §9 defaults; a stored set is what GET /api/b2bpartner answers next', async () => {
    expect(await names()).toEqual(
      expect.arrayContaining(['natural', 'natural_brand', 'rk_natural']),
    );
    expect((await call(server, 'GET', '/api/b2bpartner/vergleich_x')).json).toBeNull();

    const created = await call(server, 'PUT', '/api/admin/partner-sets/vergleich_x', {
      headers: AUTH,
      json: { b2BPartner: 'rk_vergleich', b2BAdPartner: 'rk_vergleich_sea' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({
      partnerSet: {
        name: 'vergleich_x',
        b2BPartner: 'rk_vergleich',
        b2BAdPartner: 'rk_vergleich_sea',
      },
      created: true,
    });
    expect((await call(server, 'GET', '/api/b2bpartner/vergleich_x')).json).toEqual({
      b2BPartner: 'rk_vergleich',
      b2BAdPartner: 'rk_vergleich_sea',
    });

    // Replaced: without an ad partner the set answers null (the visit has the default partner).
    const replaced = await call(server, 'PUT', '/api/admin/partner-sets/vergleich_x', {
      headers: AUTH,
      json: { b2BPartner: 'rk_vergleich2', b2BAdPartner: null },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.json).toMatchObject({ created: false });
    expect((await call(server, 'GET', '/api/b2bpartner/vergleich_x')).json).toBeNull();

    const removed = await call(server, 'DELETE', '/api/admin/partner-sets/vergleich_x', {
      headers: AUTH,
    });
    expect(removed).toMatchObject({ status: 200, json: { removed: 'vergleich_x' } });
    expect(await names()).not.toContain('vergleich_x');
    const again = await call(server, 'DELETE', '/api/admin/partner-sets/vergleich_x', {
      headers: AUTH,
    });
    expect(again.status).toBe(404);
    expect(again.json).toMatchObject({ error: { kind: 'partner-set/not-found' } });
  });

  it('refuses bad names and codes with the German message, and keeps the defaults', async () => {
    const badName = await call(server, 'PUT', '/api/admin/partner-sets/a%20b', {
      headers: AUTH,
      json: { b2BPartner: 'px' },
    });
    expect(badName.status).toBe(400);
    expect(badName.json).toMatchObject({ error: { kind: 'partner-set/name' } });
    const badCode = await call(server, 'PUT', '/api/admin/partner-sets/p_y', {
      headers: AUTH,
      json: { b2BPartner: 'max@example.org' },
    });
    expect(badCode.json).toMatchObject({
      error: {
        kind: 'partner-set/partner',
        message:
          'Der Partnercode (wp1) besteht aus 1 bis 64 Buchstaben, Ziffern, „_“, „.“ oder „-“.',
      },
    });
    const natural = await call(server, 'DELETE', '/api/admin/partner-sets/natural', {
      headers: AUTH,
    });
    expect(natural.status).toBe(409);
    expect(natural.json).toMatchObject({ error: { kind: 'partner-set/protected' } });
    expect(await names()).toContain('natural');
    expect(await names()).not.toContain('p_y');
  });

  it('takes writes from a browser only from the portal’s own origin (CSRF check)', async () => {
    const foreign = await call(server, 'PUT', '/api/admin/partner-sets/p_z', {
      headers: { ...AUTH, origin: 'https://evil.example' },
      json: { b2BPartner: 'pz' },
    });
    expect(foreign.status).toBe(403);
    const own = await call(server, 'PUT', '/api/admin/partner-sets/p_z', {
      headers: { ...AUTH, origin: PUBLIC_ORIGIN },
      json: { b2BPartner: 'pz' },
    });
    expect(own.status).toBe(201);
  });
});
