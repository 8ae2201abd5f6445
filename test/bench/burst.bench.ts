import os from 'node:os';
import autocannon from 'autocannon';
import { afterAll, bench, describe } from 'vitest';
import { DEFAULT_RENDER_WORKERS } from '../../adapters/server/connection-limits';
import { ensureBuilt, startBuiltServer } from '../support/built-server';

// Issue 31 finding 2: /api/health while a burst of /result renders runs (50 connections, varied
// searches, DURATION_S seconds, production build). Every 100 ms a health request measures its
// latency; reported: its p99 and max, and how many pages were served and shed (503). In the same
// run: pages rendered on the main thread without shedding (RENDER_WORKERS=0,
// PAGE_SHED_EVENT_LOOP_DELAY_MS=0) as the peer, then with the render workers (the default, one per
// core) without and with the event-loop shedding. Goal: health p99 < 100 ms. Printed, not asserted.

const DURATION_S = 15;
const CONNECTIONS = 50;

let report: string[] = [];

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

const burst = async (workers: string | null, shedMs: string): Promise<string> => {
  const server = await startBuiltServer({
    env: {
      NODE_ENV: 'production',
      PAGE_SHED_EVENT_LOOP_DELAY_MS: shedMs,
      ...(workers === null ? {} : { RENDER_WORKERS: workers }),
    },
  });
  try {
    let n = 0;
    const health: number[] = [];
    let polling = true;
    const poll = (async () => {
      while (polling) {
        const start = performance.now();
        await (await fetch(`${server.url}/api/health`)).arrayBuffer();
        health.push(performance.now() - start);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: `/result?js=Angestellter&bd=1985-04-12&pt=schicht3&mp=${50 + (n++ % 400)}`,
            headers: { 'accept-encoding': 'br, gzip' },
          }),
        },
      ],
    });
    polling = false;
    await poll;
    const shed = result.statusCodeStats['503']?.count ?? 0;
    const served = result.statusCodeStats['200']?.count ?? 0;
    const p99 = percentile(health, 99);
    return `RENDER_WORKERS=${workers ?? `default (${DEFAULT_RENDER_WORKERS})`}, PAGE_SHED_EVENT_LOOP_DELAY_MS=${shedMs}: /result ${served} served, ${shed} shed (503); /api/health p99 ${p99.toFixed(0)} ms, max ${Math.max(...health).toFixed(0)} ms over ${health.length} requests (goal p99 < 100 ms)`;
  } finally {
    await server.stop();
  }
};

describe('the API during a burst of /result renders (issue 31, production build)', () => {
  bench(
    `${CONNECTIONS} connections for ${DURATION_S} s of varied /result renders, with and without shedding`,
    async () => {
      ensureBuilt();
      report = [
        await burst('0', '0'),
        await burst(null, '0'),
        await burst(null, '1000'),
        `load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
      ];
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});

afterAll(() => {
  process.stdout.write(`\nBurst:\n${report.join('\n')}\n`);
});
