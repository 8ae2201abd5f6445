import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthTestServer } from '../auth/auth-test-server';
import {
  CHALLENGE,
  CSRF_REFUSED,
  jsonPost,
  PORTAL,
  preparePath,
  send,
  startPortal,
} from './attack-kit';

// The allowed origins are PUBLIC_URL's and LOGIN_URL's, nothing else; loopback
// only when PUBLIC_URL itself is a loopback address.

const REFUSED_CALLBACK = 'Die Rücksprungadresse ist nicht erlaubt.';

/** Every spelling of this machine's loopback address a URL parser accepts for the port. */
const loopbackSpellings = (port: number): readonly string[] => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
  `http://[::1]:${port}`,
  `http://2130706433:${port}`,
  `http://0x7f.0.0.1:${port}`,
  `http://127.1:${port}`,
  `http://LOCALHOST:${port}`,
  `https://localhost:${port}`,
  'http://localhost',
];

describe('PUBLIC_URL=https://portal.example', () => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startPortal();
  });
  afterAll(() => server.close());

  it('the login service refuses every loopback callback with 400 and offers no form', async () => {
    for (const origin of loopbackSpellings(server.deps.config.port)) {
      const answer = await send(server, 'GET', preparePath(`${origin}/steal`));
      expect({ origin, status: answer.status }).toEqual({ origin, status: 400 });
      expect(answer.location).toBeNull();
      expect(answer.text).toContain(REFUSED_CALLBACK);
      expect(answer.text).not.toContain('<form');
    }
  });

  it('a form post carrying a loopback callback is refused without a redirect (no e-mail, phone or code leaves)', async () => {
    const callback = `http://localhost:${server.deps.config.port}/steal`;
    const answer = await send(server, 'POST', '/login/auth/anonymous', {
      headers: { origin: PORTAL, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        callback,
        challenge: CHALLENGE,
        api_product: 'rentenversicherung',
        config_key: 'rk-portal',
        email: 'erika@example.de',
        phone: '0171 2345678',
      }).toString(),
    });
    expect(answer.status).toBe(400);
    expect(answer.location).toBeNull();
    expect(answer.text).toContain(REFUSED_CALLBACK);
  });

  it("the portal's own callback is accepted", async () => {
    const answer = await send(server, 'GET', preparePath(`${PORTAL}/api/auth/callback`));
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<form');
  });

  it('POST /api/bpm with a loopback Origin or Referer is 403 and stores nothing', async () => {
    for (const origin of loopbackSpellings(server.deps.config.port)) {
      for (const headers of [{ origin }, { referer: `${origin}/seite` }] as Record<
        string,
        string
      >[]) {
        const answer = await send(server, 'POST', '/api/bpm', {
          ...jsonPost(headers, { jobSituation: 'Beamter' }),
        });
        expect({ headers, status: answer.status }).toEqual({ headers, status: 403 });
        expect(answer.json).toEqual(CSRF_REFUSED);
        expect(answer.setCookies).toEqual([]);
      }
    }
  });

  it('the application routes with a loopback Origin are 403 before the route', async () => {
    const paths = [
      '/api/applications',
      '/api/application/personal-data',
      '/api/application/callback-request',
      '/personal-data?tariffId=x',
      '/beratung-anfragen?tariffId=x',
      '/online-contract?tariffId=x',
    ];
    for (const path of paths) {
      for (const origin of loopbackSpellings(server.deps.config.port)) {
        const answer = await send(server, 'POST', path, {
          ...jsonPost({ origin }, { product: 'schicht3', fields: {} }),
        });
        expect({ path, origin, status: answer.status }).toEqual({ path, origin, status: 403 });
        expect(answer.json).toEqual(CSRF_REFUSED);
        expect(answer.setCookies).toEqual([]);
      }
    }
  });

  it('POST /api/bpm from the public origin passes', async () => {
    const answer = await send(server, 'POST', '/api/bpm', {
      ...jsonPost({ origin: PORTAL }, { jobSituation: 'Beamter' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ jobSituation: 'Beamter' });
  });
});

describe('LOGIN_URL on its own origin', () => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startPortal({ loginUrl: 'https://login.example/sso' });
  });
  afterAll(() => server.close());

  it("is allowed beside PUBLIC_URL's origin, and only it", async () => {
    const allowed = await send(server, 'POST', '/api/auth/logout', {
      headers: { origin: 'https://login.example' },
    });
    expect(allowed.status).toBe(204);
    for (const origin of [
      'https://login.example:8443',
      'http://login.example',
      'https://sso.example',
    ]) {
      const refused = await send(server, 'POST', '/api/auth/logout', { headers: { origin } });
      expect({ origin, status: refused.status }).toEqual({ origin, status: 403 });
      expect(refused.json).toEqual(CSRF_REFUSED);
    }
  });
});

describe('PUBLIC_URL on loopback (a developer on localhost)', () => {
  let server: AuthTestServer;
  let port: number;
  beforeAll(async () => {
    server = await startPortal((listening) => ({
      publicUrl: `http://localhost:${listening}`,
      loginUrl: `http://localhost:${listening}/login`,
    }));
    port = server.deps.config.port;
  });
  afterAll(() => server.close());

  it('starts with its own port in the public URL', () => {
    expect(server.deps.config.publicUrl).toBe(`http://localhost:${port}`);
  });

  it('accepts the loopback spellings of the same scheme and port', async () => {
    for (const origin of [
      `http://localhost:${port}`,
      `http://127.0.0.1:${port}`,
      `http://[::1]:${port}`,
    ]) {
      const csrf = await send(server, 'POST', '/api/bpm', {
        ...jsonPost({ origin }, { jobSituation: 'Beamter' }),
      });
      expect({ origin, status: csrf.status }).toEqual({ origin, status: 200 });
      const login = await send(server, 'GET', preparePath(`${origin}/api/auth/callback`));
      expect({ origin, status: login.status }).toEqual({ origin, status: 200 });
    }
  });

  it('refuses another port, another scheme and every other host', async () => {
    for (const origin of [
      `http://localhost:${port + 1}`,
      `https://localhost:${port}`,
      `http://127.0.0.2.nip.io:${port}`,
      'https://portal.example',
    ]) {
      const csrf = await send(server, 'POST', '/api/bpm', {
        ...jsonPost({ origin }, { jobSituation: 'Beamter' }),
      });
      expect({ origin, status: csrf.status }).toEqual({ origin, status: 403 });
      const login = await send(server, 'GET', preparePath(`${origin}/api/auth/callback`));
      expect({ origin, status: login.status }).toEqual({ origin, status: 400 });
    }
  });
});
