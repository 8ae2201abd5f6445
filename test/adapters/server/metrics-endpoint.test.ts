import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../support/api-call';
import { startTestServer } from '../../support/test-server';
import { type AuthTestServer, Browser, startAuthTestServer } from './auth/auth-test-server';
import { startLogin, submitForm } from './auth/login-steps';

// GET /metrics on the server's own port: the admin token, the route patterns as labels, the login
// failures and the 429s. The built server with METRICS_PORT, render workers and its log lines:
// operations.process.test.ts.

const TOKEN = 'metrics-token-with-more-than-32-characters';
const BEARER = { authorization: `Bearer ${TOKEN}` };

/** The value of one sample line `series value`, or undefined. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

/** Every label value of the text's samples. */
const labelValues = (text: string): string[] =>
  [...text.matchAll(/[a-z_]+="([^"]*)"/g)].map((match) => match[1] ?? '');

let server: AuthTestServer;
beforeAll(async () => {
  server = await startAuthTestServer({}, { adminToken: TOKEN });
});
afterAll(() => server.close());

describe('GET /metrics on the server’s port', () => {
  it('answers 401 without the admin token or with a wrong one', async () => {
    const refused: Record<string, string>[] = [{}, { authorization: 'Bearer wrong-token' }];
    for (const headers of refused) {
      const answer = await call(server, 'GET', '/metrics', { headers });
      expect(answer.status).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer');
      expect(answer.json).toEqual({
        error: {
          kind: 'admin/unauthorized',
          message: 'Für die Metriken ist ein gültiges Admin-Token nötig.',
        },
      });
    }
  });

  it('is not there without an ADMIN_TOKEN', async () => {
    const bare = await startTestServer({ removeDataDir: true });
    try {
      const answer = await call(bare, 'GET', '/metrics');
      expect(answer.status).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('labels requests by route pattern, never by address or query', async () => {
    await call(server, 'GET', '/api/admin/applications/RK-GEHEIM-77?email=erika%40example.de', {
      headers: BEARER,
    });
    await call(server, 'GET', '/api/gibt-es-nicht/RK-GEHEIM-78?phone=0171');
    const answer = await call(server, 'GET', '/metrics', { headers: BEARER });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    expect(answer.headers['cache-control']).toBe('no-store');
    const text = answer.text;
    expect(
      sample(
        text,
        'rk_http_requests_total{route="/api/admin/applications/:reference",method="GET",status="404"}',
      ),
    ).toBe(1);
    expect(
      sample(text, 'rk_http_requests_total{route="unmatched",method="GET",status="404"}'),
    ).toBeGreaterThanOrEqual(1);
    for (const value of labelValues(text)) {
      expect(value).not.toMatch(/GEHEIM|example|0171|\?/);
    }
  });

  it('counts failed logins and the 429 of too many attempts', async () => {
    const browser = new Browser(server.origin);
    const prepared = await startLogin(browser);
    for (let attempt = 1; attempt <= 11; attempt++) {
      await submitForm(browser, 'login', prepared, {
        email: `person${attempt}@example.de`,
        password: 'falsches-Passwort',
      });
    }
    const { text } = await call(server, 'GET', '/metrics', { headers: BEARER });
    expect(sample(text, 'rk_login_failures_total')).toBe(10);
    expect(sample(text, 'rk_rate_limit_refusals_total{route="/login/auth/login"}')).toBe(1);
    expect(text).not.toContain('person1@example.de');
  });
});
