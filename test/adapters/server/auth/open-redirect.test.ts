import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestServer, Browser, startAuthTestServer } from './auth-test-server';
import { startLogin, submitForm } from './login-steps';

let server: AuthTestServer;

beforeAll(async () => {
  server = await startAuthTestServer();
});
afterAll(() => server.close());

const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

const prepare = (callback: string, challenge = CHALLENGE): Promise<Response> =>
  new Browser(server.origin).get(
    `/login/auth/prepare?callback=${encodeURIComponent(callback)}&api_product=rentenversicherung&challenge=${challenge}&config_key=rk-portal`,
  );

describe('callbacks off the allow-list are refused with 400 already at /login/auth/prepare', () => {
  it.each([
    ['another host', 'https://evil.example/api/auth/callback'],
    ['a protocol-relative URL', '//evil.example/api/auth/callback'],
    ['a scheme without slashes', 'https:evil.example/api/auth/callback'],
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
    ['an encoded variant', 'http:%2F%2Fevil.example/api/auth/callback'],
    ['a double-encoded URL', 'http%3A%2F%2Fevil.example%2Fapi%2Fauth%2Fcallback'],
    ['a backslash path', '/\\evil.example/api/auth/callback'],
    ['a relative path', '/api/auth/callback'],
    ['user info in front of another host', 'http://127.0.0.1@evil.example/'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['an empty callback', ''],
  ])('%s: %s', async (_what, callback) => {
    const response = await prepare(callback);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain('Die Rücksprungadresse ist nicht erlaubt.');
    expect(page).not.toContain('<form');
    expect(page).not.toContain('evil.example');
  });

  it('another port of this host is another origin', async () => {
    const response = await prepare(`http://127.0.0.1:${server.deps.config.port + 1}/`);
    expect(response.status).toBe(400);
  });

  it("the portal's own callback is accepted", async () => {
    const response = await prepare(`${server.origin}/api/auth/callback?returnTo=%2F`);
    expect(response.status).toBe(200);
  });

  it.each([
    ['missing', ''],
    ['too short', CHALLENGE.slice(1)],
    ['padded', `${CHALLENGE.slice(1)}=`],
    ['not base64url', `${CHALLENGE.slice(1)}+`],
  ])('a challenge that is %s is refused with 400', async (_what, challenge) => {
    const response = await prepare(`${server.origin}/api/auth/callback`, challenge);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Der Anmeldeaufruf ist unvollständig oder ungültig.');
  });

  it('a form post with a callback swapped in the hidden field is refused too, without a redirect', async () => {
    const browser = new Browser(server.origin);
    const prepared = await startLogin(browser);
    for (const form of ['login', 'register', 'anonymous'] as const) {
      const response = await submitForm(browser, form, prepared, {
        callback: 'https://evil.example/api/auth/callback',
        email: 'max@example.org',
        phone: '030 1234567',
      });
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
    }
  });
});

describe('returnTo of GET /api/auth/login must be a path on the portal', () => {
  it.each([
    '//evil.example',
    '/\\evil.example',
    '/%2e%2e//evil.example',
    '/.//evil.example',
    'https:evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'evil.example',
    '/ok\nSet-Cookie: x=1',
  ])('refuses %j with 400 and sets no verifier', async (returnTo) => {
    const browser = new Browser(server.origin);
    const response = await browser.get(`/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { kind: 'auth/return-to', message: 'Die Rücksprungadresse ist nicht erlaubt.' },
    });
    expect(browser.jar.get('rk_pkce')).toBeUndefined();
  });

  it('defaults to / without returnTo', async () => {
    const response = await new Browser(server.origin).get('/api/auth/login');
    const prepareUrl = new URL(response.headers.get('location') ?? '');
    expect(prepareUrl.searchParams.get('callback')).toBe(
      `${server.origin}/api/auth/callback?returnTo=%2F`,
    );
  });
});
