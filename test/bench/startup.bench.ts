import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, bench, describe } from 'vitest';
import { loadCatalogueFile } from '../../adapters/catalogue/load-catalogue-file';
import { parseTariffCatalogue } from '../../domain/tariffs/catalogue-parser';
import { BUILT_SERVER, ensureBuilt, ROOT } from '../support/built-server';
import { freePort } from '../support/free-port';
import { median } from './measure';

// Issue 31 finding 7: the server's start and the catalogue's parse.
// (a) The built server (`node dist/server/main.mjs`, NODE_ENV=production, a fresh SQLite file in a
//     fresh DATA_DIR, a free port) from spawn until /api/health answers 200, against a bare
//     Fastify script answering /api/health started the same way in the same run; the two
//     alternate, ROUNDS rounds, medians. Goal: the absolute start ≤ 1 s with the demo catalogue.
//     For information: the same start with the 10,000-tariff catalogue (CATALOGUE_FILE).
// (b) A catalogue of 10,000 tariffs (the demo catalogue's 65 repeated with unique ids and names)
//     through the real parser (`parseTariffCatalogue` on the parsed JSON), and the whole load
//     (`loadCatalogueFile`: read, JSON.parse, parser), against `JSON.parse` of the same text;
//     PARSE_ROUNDS rounds, medians. Goal: the parser ≤ 0.5 s for 10,000 tariffs.
// The machine may be shared: the load average is printed with every line.

const ROUNDS = 7;
const PARSE_ROUNDS = 7;
const TARIFF_COUNT = 10_000;
const POLL_MS = 5;
const START_LIMIT_MS = 60_000;

const BARE_SERVER = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

const load = (): string =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`;

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds from spawn until GET /api/health answers 200; the process is stopped after. */
const timeStart = async (
  args: readonly string[],
  env: Readonly<Record<string, string>> = {},
): Promise<number> => {
  const port = String(await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-start-'));
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...args], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: port,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PAGE_SHED_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  try {
    while (performance.now() - started < START_LIMIT_MS) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
          return performance.now() - started;
        }
      } catch {
        // not listening yet
      }
      await pause(POLL_MS);
    }
    throw new Error(`${args.join(' ')} did not answer within ${START_LIMIT_MS} ms`);
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

/** The demo catalogue's tariffs repeated to `count`, each with its own id and name. */
const bigCatalogueText = (count: number): string => {
  const demo = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'adapters/catalogue/demo-catalogue.json'), 'utf8'),
  ) as { demo: boolean; tariffs: { id: string; tariffName: string }[] };
  const tariffs = Array.from({ length: count }, (_, i) => {
    const tariff = demo.tariffs[i % demo.tariffs.length];
    if (tariff === undefined) throw new Error('empty demo catalogue');
    return {
      ...tariff,
      id: `${tariff.id.slice(0, 56)}-${i}`,
      tariffName: `${tariff.tariffName.slice(0, 90)} ${i}`,
    };
  });
  return JSON.stringify({ demo: demo.demo, tariffs });
};

const fmt = (ms: number): string => `${ms.toFixed(0)} ms`;
const list = (values: readonly number[]): string => values.map((v) => v.toFixed(0)).join(', ');

let report: string[] = [];

const measureStart = async (catalogueFile: string): Promise<string[]> => {
  ensureBuilt();
  const bare = ['--input-type=module', '-e', BARE_SERVER];
  // One start of each first: the file system cache and the OS, not the start, would be measured.
  await timeStart([BUILT_SERVER]);
  await timeStart(bare);
  const ours: number[] = [];
  const peer: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    ours.push(await timeStart([BUILT_SERVER]));
    peer.push(await timeStart(bare));
  }
  const big: number[] = [];
  for (let round = 0; round < 3; round++) {
    big.push(await timeStart([BUILT_SERVER], { CATALOGUE_FILE: catalogueFile }));
  }
  const [o, p] = [median(ours), median(peer)];
  return [
    `ratio: server start / bare Fastify start: ${(o / p).toFixed(2)}× (median of ${ROUNDS} rounds: ${fmt(o)} vs ${fmt(p)}; rounds ${list(ours)} vs ${list(peer)}; ${load()})`,
    `absolute: server start with the demo catalogue until /api/health answers: ${fmt(o)} (goal ≤ 1,000 ms)`,
    `info: server start with the ${TARIFF_COUNT.toLocaleString('en')}-tariff catalogue: ${fmt(median(big))} (rounds ${list(big)}; ${load()})`,
  ];
};

const measureParse = async (text: string, file: string): Promise<string[]> => {
  const parser: number[] = [];
  const whole: number[] = [];
  const peer: number[] = [];
  for (let round = 0; round < PARSE_ROUNDS + 1; round++) {
    let start = performance.now();
    const json: unknown = JSON.parse(text);
    const parsed = performance.now() - start;
    start = performance.now();
    const result = parseTariffCatalogue(json);
    const checked = performance.now() - start;
    if (!result.ok || result.value.tariffs.length !== TARIFF_COUNT) {
      throw new Error('the big catalogue did not parse');
    }
    start = performance.now();
    const loaded = await loadCatalogueFile(file);
    const all = performance.now() - start;
    if (!loaded.ok) throw new Error(loaded.error.message);
    // The first round warms up the JIT.
    if (round === 0) continue;
    peer.push(parsed);
    parser.push(checked);
    whole.push(all);
  }
  const [o, w, p] = [median(parser), median(whole), median(peer)];
  const mb = (Buffer.byteLength(text) / 1e6).toFixed(1);
  return [
    `ratio: parseTariffCatalogue of ${TARIFF_COUNT.toLocaleString('en')} tariffs / JSON.parse of the same ${mb} MB: ${(o / p).toFixed(2)}× (median of ${PARSE_ROUNDS} rounds: ${fmt(o)} vs ${fmt(p)}; rounds ${list(parser)} vs ${list(peer)}; ${load()})`,
    `absolute: parseTariffCatalogue of ${TARIFF_COUNT.toLocaleString('en')} tariffs: ${fmt(o)} (${((o / TARIFF_COUNT) * 1000).toFixed(1)} µs a tariff; goal ≤ 500 ms)`,
    `info: loadCatalogueFile (read, JSON.parse, parser): ${fmt(w)} (rounds ${list(whole)}), ${(w / p).toFixed(2)}× JSON.parse alone`,
  ];
};

describe('server start and catalogue parse (issue 31, finding 7)', () => {
  bench(
    `start of the built server vs bare Fastify (${ROUNDS} rounds); ${TARIFF_COUNT} tariffs parsed vs JSON.parse`,
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-big-catalogue-'));
      try {
        const file = path.join(dir, 'catalogue.json');
        const text = bigCatalogueText(TARIFF_COUNT);
        fs.writeFileSync(file, text);
        report = [...(await measureParse(text, file)), ...(await measureStart(file))];
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});

afterAll(() => {
  process.stdout.write(`\nStart and catalogue:\n${report.join('\n')}\n`);
});
