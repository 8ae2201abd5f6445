import autocannon, { type AutocannonOptions } from 'autocannon';
import { afterAll, bench, describe } from 'vitest';
import { buildServerOnly, startBuiltServer } from '../support/built-server';
import { startPostgresServer } from '../support/postgres-server';
import { median } from './measure';

// Benchmark: requests per second of GET and POST /api/bpm on the built server with PostgreSQL
// (DATABASE_URL, a cluster this bench starts) as a ratio to the same server on SQLite, measured
// in the same run with autocannon on loopback, as test/bench/api.bench.ts does against the bare
// route. The machine may be shared: SQLite runs right before and after every PostgreSQL run, each
// PostgreSQL run is compared with the mean of its two neighbours, the median of ROUNDS counts.
// No goal: the ratio tells what the shared database costs one server (several servers scale out).

const SECONDS = 2;
const ROUNDS = 3;
const CONNECTIONS = 20;

const requestsPerSecond = async (options: AutocannonOptions): Promise<number> => {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(
      `${options.method ?? 'GET'} ${options.url}: ${result.errors} errors, ${result.non2xx} non-2xx`,
    );
  }
  return result.requests.average;
};

interface Target {
  readonly get: AutocannonOptions;
  readonly post: AutocannonOptions;
}

/** A visitor cookie from a first POST, then the GET and POST runs against that server. */
const targetOf = async (port: string): Promise<Target> => {
  const origin = `http://localhost:${port}`;
  const url = `http://127.0.0.1:${port}/api/bpm`;
  const body = JSON.stringify({ birthday: '1980-05-01', jobSituation: 'Angestellter' });
  const first = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body,
  });
  const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (first.status !== 200 || !cookie.startsWith('rk_visitor='))
    throw new Error('no visitor cookie');
  return {
    get: { url, headers: { cookie } },
    post: {
      url,
      method: 'POST',
      headers: { cookie, origin, 'content-type': 'application/json' },
      body,
    },
  };
};

const measure = async (): Promise<string[]> => {
  buildServerOnly();
  const postgres = await startPostgresServer();
  const env = { LOG_LEVEL: 'warn' };
  const sqliteServer = await startBuiltServer({ env, readyPath: '/api/health' });
  const postgresServer = await startBuiltServer({
    env: { ...env, DATABASE_URL: await postgres.createDatabase() },
    readyPath: '/api/health',
  });
  try {
    const sqlite = await targetOf(sqliteServer.port);
    const pg = await targetOf(postgresServer.port);
    for (const kind of ['get', 'post'] as const) {
      await requestsPerSecond({ ...sqlite[kind], duration: 1 });
      await requestsPerSecond({ ...pg[kind], duration: 1 });
    }
    const ratios = { get: [] as number[], post: [] as number[] };
    const rates = { get: [] as number[], post: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of ['get', 'post'] as const) {
        const before = await requestsPerSecond(sqlite[kind]);
        const rps = await requestsPerSecond(pg[kind]);
        const after = await requestsPerSecond(sqlite[kind]);
        ratios[kind].push(rps / ((before + after) / 2));
        rates[kind].push(rps);
      }
    }
    const line = (label: string, kind: 'get' | 'post'): string =>
      `ratio: ${label} PostgreSQL / SQLite: ${median(ratios[kind]).toFixed(2)} (median of ${ratios[kind].map((r) => r.toFixed(2)).join(', ')}; PostgreSQL ${Math.round(median(rates[kind]))} requests/s)`;
    return [line('GET /api/bpm', 'get'), line('POST /api/bpm', 'post')];
  } finally {
    await Promise.all([sqliteServer.stop(), postgresServer.stop()]);
    await postgres.stop();
  }
};

let report: string[] = [];

describe(`/api/bpm on PostgreSQL against SQLite, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s`, () => {
  bench(
    'GET and POST /api/bpm: PostgreSQL against SQLite',
    async () => {
      report = await measure();
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});

afterAll(() => {
  process.stdout.write(`\nPostgreSQL benchmark:\n${report.join('\n')}\n`);
});
