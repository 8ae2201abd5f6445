import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type AutocannonOptions } from 'autocannon';
import { afterAll, bench, describe } from 'vitest';

// Issue 4, benchmark: requests per second of GET /api/bpm (with a visitor cookie) and POST
// /api/bpm (valid body, allowed Origin) on the built server with SQLite, each as a ratio to a bare
// Fastify route answering a constant, measured in the same run with autocannon on loopback.
// Both servers run as their own processes (as `npm start` does), the load comes from this one;
// both are started alike (node, stdout discarded, Fastify's default keep-alive). The machine may
// be shared, so the bare route is measured before and after every API run, each API run is
// compared with the mean of its two neighbours, and the median of ROUNDS such ratios counts.
// Every path is warmed up first (the JIT), POST included. Goal: at least 0.5 of the bare route.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SECONDS = 2;
const ROUNDS = 3;
const CONNECTIONS = 20;

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

/** Starts a node process (output discarded) and resolves once `readyUrl` answers 200. */
const startProcess = async (
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
): Promise<ChildProcess> => {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`${args.join(' ')} did not get ready`);
};

const BARE_SERVER = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

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
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT });
  if (build.status !== 0) throw new Error(build.stderr.toString());
  const [apiPort, barePort] = [await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-bench-'));
  const api = await startProcess(
    ['dist/server/main.mjs'],
    { PORT: String(apiPort), DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    `http://127.0.0.1:${apiPort}/api/health`,
  );
  const bare = await startProcess(
    ['--input-type=module', '-e', BARE_SERVER],
    { PORT: String(barePort) },
    `http://127.0.0.1:${barePort}/`,
  );
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

    const bareUrl = `http://127.0.0.1:${barePort}/`;
    const runs = {
      bare: { url: bareUrl },
      get: { url: apiUrl, headers: { cookie } },
      post: {
        url: apiUrl,
        method: 'POST' as const,
        headers: { cookie, origin, 'content-type': 'application/json' },
        body,
      },
    };
    for (const run of Object.values(runs)) await requestsPerSecond({ ...run, duration: 1 });

    // bare, GET, bare, POST, bare, GET, …: each API run between two bare ones.
    const ratios = { get: [] as number[], post: [] as number[] };
    const rates = { get: [] as number[], post: [] as number[], bare: [] as number[] };
    let bareBefore = await requestsPerSecond(runs.bare);
    rates.bare.push(bareBefore);
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of ['get', 'post'] as const) {
        const rps = await requestsPerSecond(runs[kind]);
        const bareAfter = await requestsPerSecond(runs.bare);
        ratios[kind].push(rps / ((bareBefore + bareAfter) / 2));
        rates[kind].push(rps);
        rates.bare.push(bareAfter);
        bareBefore = bareAfter;
      }
    }
    const line = (label: string, kind: 'get' | 'post'): string =>
      `ratio: ${label} / bare route: ${median(ratios[kind]).toFixed(2)} (median of ${ratios[kind].map((r) => r.toFixed(2)).join(', ')}; ${Math.round(median(rates[kind]))} vs ${Math.round(median(rates.bare))} requests/s; goal ≥ 0.5)`;
    return [line('GET /api/bpm', 'get'), line('POST /api/bpm', 'post')];
  } finally {
    api.kill('SIGTERM');
    bare.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
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
