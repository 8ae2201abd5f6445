import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../support/api-call';
import { startTestServer, type TestServer } from '../../support/test-server';
import { ensureCliBuilt } from '../cli-build';
import { renteAgainst } from '../rente-process';

const ADMIN_TOKEN = 'admin-token-with-at-least-thirty-two-characters';
let server: TestServer;

beforeAll(async () => {
  ensureCliBuilt();
  server = await startTestServer({ removeDataDir: true, config: { adminToken: ADMIN_TOKEN } });
}, 120_000);
afterAll(async () => server.close());

const rente = renteAgainst(() => server.url, ADMIN_TOKEN);

describe('rente partner', () => {
  it('adds, changes, lists and removes a partner set through the admin API', async () => {
    const added = await rente([
      'partner',
      'add',
      'vergleich_partner',
      '--partner',
      'rk_vergleich',
      '--ad-partner',
      'rk_vergleich_sea',
    ]);
    expect(added).toMatchObject({ code: 0, stderr: '' });
    expect(added.stdout.trim()).toBe(
      'Partner-Set „vergleich_partner“ angelegt: wp1 rk_vergleich, wp2 rk_vergleich_sea.',
    );
    // The portal answers the new set at once.
    expect((await call(server, 'GET', '/api/b2bpartner/vergleich_partner')).json).toEqual({
      b2BPartner: 'rk_vergleich',
      b2BAdPartner: 'rk_vergleich_sea',
    });
    const listed = await rente(['partner', 'list']);
    expect(listed.stdout).toMatch(/vergleich_partner\s+rk_vergleich\s+rk_vergleich_sea/);
    expect(listed.stdout).toMatch(/natural_brand\s+rk_portal\s+rk_natural_brand/);

    const changed = await rente(['partner', 'add', 'vergleich_partner', '--partner', 'rk_v2']);
    expect(changed.stdout.trim()).toBe(
      'Partner-Set „vergleich_partner“ geändert: wp1 rk_v2, wp2 – (Standardpartner).',
    );
    const json = JSON.parse((await rente(['partner', 'list', '--json'])).stdout);
    expect(json.partnerSets).toContainEqual({
      name: 'vergleich_partner',
      b2BPartner: 'rk_v2',
      b2BAdPartner: null,
    });

    const removed = await rente(['partner', 'remove', 'vergleich_partner']);
    expect(removed).toMatchObject({
      code: 0,
      stdout: 'Partner-Set „vergleich_partner“ gelöscht.\n',
    });
    expect((await rente(['partner', 'list'])).stdout).not.toContain('vergleich_partner');
  });

  it('fails with one line on stderr (exit 1): unknown set, a default, a bad code, a wrong token', async () => {
    expect(await rente(['partner', 'remove', 'gibt_es_nicht'])).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'Ein Partner-Set „gibt_es_nicht“ gibt es nicht.\n',
    });
    expect(await rente(['partner', 'remove', 'natural'])).toMatchObject({
      code: 1,
      stderr:
        'Das Partner-Set „natural“ ist eine Vorgabe des Portals und kann nicht gelöscht werden.\n',
    });
    const badCode = await rente(['partner', 'add', 'p_x', '--partner', 'a b']);
    expect(badCode.code).toBe(1);
    expect(badCode.stderr.trim().split('\n')).toHaveLength(1);
    expect(badCode.stderr).toContain('Der Partnercode (wp1)');
    const wrongToken = await rente(['partner', 'list'], {
      RENTE_ADMIN_TOKEN: 'wrong-token-wrong-token-wrong-token',
    });
    expect(wrongToken).toMatchObject({
      code: 1,
      stderr: 'Für diese Anfrage ist ein gültiges Admin-Token nötig.\n',
    });
  });

  it('exits 2 on usage errors: no name, no --partner, no server', async () => {
    expect((await rente(['partner', 'add'])).code).toBe(2);
    expect((await rente(['partner', 'add', 'p_x'])).code).toBe(2);
    expect((await rente(['partner', 'remove'])).code).toBe(2);
    expect((await rente(['partner', 'frobnicate'])).code).toBe(2);
    const noServer = await rente(['partner', 'list'], { RENTE_SERVER_URL: '' });
    expect(noServer.code).toBe(2);
    expect(noServer.stderr).toContain('RENTE_SERVER_URL');
  });
});
