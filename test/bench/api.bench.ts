import fs from 'node:fs';
import type { AutocannonOptions } from 'autocannon';
import { afterAll, bench, describe } from 'vitest';
import { buildServerOnly, startBuiltServer } from '../support/built-server';
import {
  type BpmKind,
  bpmRequestsOf,
  CONNECTIONS,
  ROUNDS,
  requestsPerSecond,
  SECONDS,
  sandwiched,
  sentTo,
} from './bpm-load';
import { loadAverageLine, median } from './measure';

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

/** The CPU time a process has used so far, in µs (Linux /proc, clock ticks of 10 ms). */
const cpuMicrosOf = (pid: number): number => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
};

/**
 * The server's CPU time per answer of one SECONDS run: unlike requests per second, hardly
 * swayed by other load on a shared machine (which takes the cores, not the work per request).
 */
const cpuPerRequest = async (pid: number, options: AutocannonOptions): Promise<number> => {
  const before = cpuMicrosOf(pid);
  const rps = await requestsPerSecond(options);
  return (cpuMicrosOf(pid) - before) / (rps * SECONDS);
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
    const runs = await bpmRequestsOf(apiPort);
    const measured = await sandwiched(runs, sentTo(runs, `http://127.0.0.1:${barePort}/api/bpm`));
    const line = (label: string, kind: BpmKind): string => {
      const { ratios, rates, peerRates } = measured[kind];
      return `ratio: ${label} / bare route: ${median(ratios).toFixed(2)} (median of ${ratios.map((r) => r.toFixed(2)).join(', ')}; ${Math.round(median(rates))} vs ${Math.round(median(peerRates))} requests/s; goal ≥ 0.5)`;
    };
    // For comparison with earlier runs: the POST against the bare route's GET.
    const postVsGet = median(measured.post.rates) / median(measured.get.peerRates);
    const cpu: string[] = [];
    const [apiPid, barePid] = [api.child.pid, bare.child.pid];
    if (fs.existsSync('/proc/self/stat') && apiPid !== undefined && barePid !== undefined) {
      const ours = await cpuPerRequest(apiPid, runs.get);
      const peer = await cpuPerRequest(
        barePid,
        sentTo(runs, `http://127.0.0.1:${barePort}/api/bpm`).get,
      );
      cpu.push(
        `info: CPU per GET /api/bpm: ${ours.toFixed(1)} µs, bare route ${peer.toFixed(1)} µs (one ${SECONDS} s run each, /proc)`,
      );
    }
    return [
      line('GET /api/bpm', 'get'),
      line('POST /api/bpm', 'post'),
      `info: POST /api/bpm / bare route's GET: ${postVsGet.toFixed(2)}`,
      ...cpu,
      loadAverageLine(),
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
