import autocannon, { type AutocannonOptions } from 'autocannon';
import { afterAll, bench, describe } from 'vitest';
import { buildServerOnly, startBuiltServer } from '../support/built-server';
import { median } from './measure';

// Benchmark: requests per second of GET /api/bpm (with a visitor cookie) and POST
// /api/bpm (valid body, allowed Origin) on the built server with SQLite, each as a ratio to a bare
// Fastify route answering a constant, measured in the same run with autocannon on loopback.
// The bare server gets the very same requests (method, path, headers, JSON body, which Fastify
// parses there too), so a ratio is what the API's own work costs, not what HTTP costs: a POST
// with a body is dearer than a GET for any server. Both servers run as their own processes (as
// `npm start` does), started alike (node, stdout discarded, Fastify's default keep-alive, no
// per-request log line: see LOG_LEVEL); the load comes from this one. The machine may be
// shared, so the bare route is measured right before and after every API run, each API run is
// compared with the mean of its two bare neighbours, and the median of ROUNDS such ratios
// counts. Every path is warmed up first (the JIT), POST included. Goal: at least 0.5.

const SECONDS = 2;
const ROUNDS = 3;
const CONNECTIONS = 20;

// Same logger settings on both sides: the bare server has Fastify's logger off, so the API runs
// at LOG_LEVEL warn (warnings and errors still written, no line per answered request). At info
// the API writes one JSON line per answer, some 8 % more CPU per request; RK_BENCH_LOG_LEVEL=info
// measures that. (Giving the bare server Fastify's own per-request log line instead costs it
// some 20 µs a request with pino, which would flatter the ratio.)
const LOG_LEVEL = process.env.RK_BENCH_LOG_LEVEL ?? 'warn';

const BARE_SERVER = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ ok: true }));
app.get('/api/bpm', async () => ({ ok: true }));
app.post('/api/bpm', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

const requestsPerSecond = async (options: AutocannonOptions): Promise<number> => {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(
      `${options.method ?? 'GET'} ${options.url}: ${result.errors} errors, ${result.non2xx} non-2xx (${JSON.stringify(result.statusCodeStats)})`,
    );
  }
  return result.requests.average;
};

const measure = async (): Promise<string[]> => {
  buildServerOnly();
  const api = await startBuiltServer({ env: { LOG_LEVEL }, readyPath: '/api/health' });
  const bare = await startBuiltServer({
    args: ['--input-type=module', '-e', BARE_SERVER],
    readyPath: '/',
  });
  const [apiPort, barePort] = [api.port, bare.port];
  try {
    const origin = `http://localhost:${apiPort}`;
    const apiUrl = `http://127.0.0.1:${apiPort}/api/bpm`;
    const body = JSON.stringify({ birthday: '1980-05-01', jobSituation: 'Angestellter' });
    const first = await fetch(apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body,
    });
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    if (first.status !== 200 || !cookie.startsWith('rk_visitor='))
      throw new Error('no visitor cookie');

    const get = { headers: { cookie } };
    const post = {
      method: 'POST' as const,
      headers: { cookie, origin, 'content-type': 'application/json' },
      body,
    };
    const bareUrl = `http://127.0.0.1:${barePort}/api/bpm`;
    const runs = {
      get: { api: { ...get, url: apiUrl }, bare: { ...get, url: bareUrl } },
      post: { api: { ...post, url: apiUrl }, bare: { ...post, url: bareUrl } },
    };
    for (const kind of Object.values(runs)) {
      await requestsPerSecond({ ...kind.bare, duration: 1 });
      await requestsPerSecond({ ...kind.api, duration: 1 });
    }

    // Per round and kind: bare, API, bare; the API run against the mean of its two neighbours.
    const ratios = { get: [] as number[], post: [] as number[] };
    const rates = { get: [] as number[], post: [] as number[] };
    const bareRates = { get: [] as number[], post: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of ['get', 'post'] as const) {
        const before = await requestsPerSecond(runs[kind].bare);
        const rps = await requestsPerSecond(runs[kind].api);
        const after = await requestsPerSecond(runs[kind].bare);
        ratios[kind].push(rps / ((before + after) / 2));
        rates[kind].push(rps);
        bareRates[kind].push((before + after) / 2);
      }
    }
    const line = (label: string, kind: 'get' | 'post'): string =>
      `ratio: ${label} / bare route: ${median(ratios[kind]).toFixed(2)} (median of ${ratios[kind].map((r) => r.toFixed(2)).join(', ')}; ${Math.round(median(rates[kind]))} vs ${Math.round(median(bareRates[kind]))} requests/s; goal ≥ 0.5)`;
    // For comparison with earlier runs: the POST against the bare route's GET.
    const postVsGet = median(rates.post) / median(bareRates.get);
    return [
      line('GET /api/bpm', 'get'),
      line('POST /api/bpm', 'post'),
      `info: POST /api/bpm / bare route's GET: ${postVsGet.toFixed(2)}`,
    ];
  } finally {
    await Promise.all([api.stop(), bare.stop()]);
  }
};

let report: string[] = [];

describe(`API throughput, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s (autocannon)`, () => {
  bench(
    'GET and POST /api/bpm against a bare Fastify route',
    async () => {
      report = await measure();
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});

afterAll(() => {
  process.stdout.write(`\nAPI benchmark:\n${report.join('\n')}\n`);
});
