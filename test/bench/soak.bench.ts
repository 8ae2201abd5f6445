import autocannon from 'autocannon';
import { afterAll, bench, describe } from 'vitest';
import { ensureBuilt, startBuiltServer } from '../support/built-server';
import { loadAverageLine } from './measure';

// Issue 31: memory under /result traffic. The built server (NODE_ENV=production, node
// --expose-gc) answers ROUNDS rounds of REQUESTS /result renders of varied searches (a new
// comparison most of the time: 400 contribution amounts, more than the server keeps); after each
// round the test routes collect garbage in the render workers and the main thread and read
// process.memoryUsage(). Goal: the RSS after
// every round within ±15 % of round 2 (round 1 warms the caches); the landing page as the peer,
// the same way. Printed, and a `soak:` line says met or missed (no assertion in npm test).

const ROUNDS = 10;
const REQUESTS = 3_500;
const CONNECTIONS = 20;
const GOAL = 0.15;

interface Memory {
  readonly collected: boolean;
  readonly rss: number;
  readonly heapUsed: number;
  readonly external: number;
  readonly arrayBuffers: number;
}

let report: string[] = [];

const mb = (bytes: number): string => (bytes / 1e6).toFixed(0);

const soak = async (name: string, pathOf: (n: number) => string): Promise<string[]> => {
  const server = await startBuiltServer({
    testRoutes: true,
    args: ['--expose-gc', 'dist/server/main.mjs'],
    env: { NODE_ENV: 'production' },
  });
  try {
    let n = 0;
    const rounds: Memory[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await autocannon({
        url: server.url,
        connections: CONNECTIONS,
        amount: REQUESTS,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({
              ...request,
              path: pathOf(n++),
              headers: { 'accept-encoding': 'br, gzip' },
            }),
          },
        ],
      });
      // The render workers' heaps first (their young generations are 96 MB each), then the main
      // thread's with the reading.
      await fetch(`${server.url}/api/__test/render-workers/gc`);
      const answer = await fetch(`${server.url}/api/__test/memory`);
      rounds.push((await answer.json()) as Memory);
    }
    const base = rounds[1]?.rss ?? 1;
    const worst = Math.max(...rounds.slice(1).map((r) => Math.abs(r.rss / base - 1)));
    return [
      `${name}: RSS after GC per round (MB): ${rounds.map((r) => mb(r.rss)).join(', ')}`,
      `${name}: heap ${rounds.map((r) => mb(r.heapUsed)).join(', ')}; array buffers ${rounds.map((r) => mb(r.arrayBuffers)).join(', ')}`,
      `soak: ${name}: largest change from round 2 ${(worst * 100).toFixed(1)} % (goal ±${GOAL * 100} %) — ${worst <= GOAL ? 'met' : 'MISSED'}${rounds[0]?.collected === true ? '' : ' (no --expose-gc: not collected)'}`,
    ];
  } finally {
    await server.stop();
  }
};

describe('memory under load (issue 31, production build)', () => {
  bench(
    '10 rounds of 3,500 /result renders of varied searches, and of the landing page',
    async () => {
      ensureBuilt();
      report = [
        ...(await soak(
          '/result, varied searches',
          (n) => `/result?js=Angestellter&bd=1985-04-12&pt=schicht3&mp=${50 + (n % 400)}`,
        )),
        ...(await soak('landing page', () => '/rentenversicherung/lp/vergleichen')),
      ];
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});

afterAll(() => {
  process.stdout.write(`\nSoak:\n${report.join('\n')}\n${loadAverageLine()}\n`);
});
