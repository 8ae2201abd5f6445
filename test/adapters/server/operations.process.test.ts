import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, startBuiltServer } from '../../support/built-server';
import { freePort } from '../../support/free-port';

// The built server as `npm start` runs it, with METRICS_PORT, ADMIN_TOKEN, a render worker and
// info lines: a small load (pages, a comparison, a refused login, an unknown address), then the
// metrics scraped on the loopback port and the log lines read from its stdout.

const TOKEN = 'operations-token-with-more-than-32-characters';
const SECRET_QUERY = 'email=geheim.person%40example.de';
const SCHICHT3 = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&pp=monthly';

let server: BuiltServer;
let metricsUrl: string;

/** The value of one sample line `series value`, or undefined. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

const get = async (url: string, headers: Record<string, string> = {}) => {
  const answer = await request(url, { headers });
  return { status: answer.statusCode, headers: answer.headers, text: await answer.body.text() };
};

let comparisonId = '';

beforeAll(async () => {
  const metricsPort = String(await freePort());
  server = await startBuiltServer({
    ownPublicUrl: true,
    env: {
      ADMIN_TOKEN: TOKEN,
      METRICS_PORT: metricsPort,
      LOG_LEVEL: 'info',
      RENDER_WORKERS: '1',
    },
  });
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  // The small load.
  expect((await get(`${server.url}/`)).status).toBe(200);
  expect((await get(`${server.url}/?${SECRET_QUERY}`)).status).toBe(200);
  const compared = await request(`${server.url}/api/comparison`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ query: SCHICHT3 }),
  });
  await compared.body.text();
  expect(compared.statusCode).toBe(200);
  comparisonId = String(compared.headers['x-correlation-id']);
  // A login callback without a code: refused.
  expect((await get(`${server.url}/api/auth/callback?${SECRET_QUERY}`)).status).toBe(302);
  expect((await get(`${server.url}/api/unbekannt/RK-GEHEIM-1?${SECRET_QUERY}`)).status).toBe(404);
}, 60_000);

afterAll(() => server?.stop());

describe('the built server’s metrics', () => {
  it('are served on METRICS_PORT without a token, and the counters moved', async () => {
    const scraped = await get(metricsUrl);
    expect(scraped.status).toBe(200);
    expect(scraped.headers['content-type']).toContain('text/plain');
    const text = scraped.text;
    expect(
      sample(text, 'rk_http_requests_total{route="/*",method="GET",status="200"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(
      sample(text, 'rk_http_requests_total{route="/api/comparison",method="POST",status="200"}'),
    ).toBe(1);
    expect(
      sample(text, 'rk_http_requests_total{route="unmatched",method="GET",status="404"}'),
    ).toBe(1);
    expect(sample(text, 'rk_comparison_duration_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'rk_ssr_render_duration_seconds_count{side="worker"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'rk_login_failures_total')).toBe(1);
    expect(sample(text, 'rk_outbox_pending{kind="handOver"}')).toBe(0);
    expect(sample(text, 'rk_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'rk_nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    // SQLite has no pool to report.
    expect(text).not.toContain('rk_database_pool_connections{');
    // Route patterns only: no address, no query, nothing the visitor typed.
    for (const [, value] of text.matchAll(/[a-z_]+="([^"]*)"/g)) {
      expect(value).not.toMatch(/\?|geheim|GEHEIM|example|unbekannt/);
    }
  });

  it('are on the server’s own port only with the admin token; METRICS_PORT serves nothing else', async () => {
    expect((await get(`${server.url}/metrics`)).status).toBe(401);
    const withToken = await get(`${server.url}/metrics`, { authorization: `Bearer ${TOKEN}` });
    expect(withToken.status).toBe(200);
    expect(withToken.text).toContain('rk_http_requests_total');
    expect((await get(metricsUrl.replace('/metrics', '/api/health'))).status).toBe(404);
  });

  it('say ready on /api/ready', async () => {
    const ready = await get(`${server.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text)).toMatchObject({ status: 'ready' });
  });
});

describe('the built server’s log lines', () => {
  it('are JSON lines, each with a correlation id, none with personal data or a query', async () => {
    const lines = server
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) {
      expect(line.correlationId, JSON.stringify(line)).toMatch(/^\d{13}-[A-Za-z0-9_-]+$/);
      expect(Object.keys(line).slice(0, 3)).toEqual(['time', 'level', 'msg']);
    }
    // The start's lines under the server's own job id.
    const start = lines.find((line) => line.msg === 'partial uploads removed');
    expect(start).toMatchObject({ job: 'server' });
    // A request's lines under its correlation id: the one its answer carried.
    expect(lines.filter((line) => line.correlationId === comparisonId)).toEqual([
      expect.objectContaining({ msg: 'request', path: '/api/comparison', statusCode: 200 }),
    ]);
    const refused = lines.find((line) => line.msg === 'auth: login callback refused');
    const callback = lines.find((line) => line.path === '/api/auth/callback');
    expect(refused?.correlationId).toBe(callback?.correlationId);
    // The query (an e-mail address here) never; a path is logged as it is.
    expect(server.stdout()).not.toMatch(/geheim|example\.de|\?/);
  });
});
