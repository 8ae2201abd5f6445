import { afterAll, bench, describe } from 'vitest';
import { buildServerOnly, startBuiltServer } from '../support/built-server';
import { startPostgresServer } from '../support/postgres-server';
import { type BpmKind, bpmRequestsOf, CONNECTIONS, ROUNDS, SECONDS, sandwiched } from './bpm-load';
import { loadAverageLine, median } from './measure';

// Benchmark: requests per second of GET and POST /api/bpm on the built server with PostgreSQL
// (DATABASE_URL, a cluster this bench starts) as a ratio to the same server on SQLite, measured
// in the same run with autocannon on loopback, as test/bench/api.bench.ts does against the bare
// route. The machine may be shared: SQLite runs right before and after every PostgreSQL run, each
// PostgreSQL run is compared with the mean of its two neighbours, the median of ROUNDS counts.
// Goal (issue 31): at least 0.5 for both, what the shared database may cost one server (several
// servers scale out). The round trips behind it are pinned by
// test/adapters/storage/postgres/postgres-bpm-round-trips.test.ts.

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
    const sqlite = await bpmRequestsOf(sqliteServer.port);
    const measured = await sandwiched(await bpmRequestsOf(postgresServer.port), sqlite);
    const line = (label: string, kind: BpmKind): string => {
      const { ratios, rates } = measured[kind];
      return `ratio: ${label} PostgreSQL / SQLite: ${median(ratios).toFixed(2)} (median of ${ratios.map((r) => r.toFixed(2)).join(', ')}; PostgreSQL ${Math.round(median(rates))} requests/s)`;
    };
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
  process.stdout.write(`\nPostgreSQL benchmark:\n${report.join('\n')}\n${loadAverageLine()}\n`);
});
