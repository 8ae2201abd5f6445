import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright';

// The production build (npm run build:web, scripts/build-server.mjs) as its own process, and
// Debian's Chromium driven by Playwright (never a downloaded browser).
export const ROOT = path.resolve(import.meta.dirname, '../..');
const MAIN = path.join(ROOT, 'dist/server/main.mjs');
const BUILT = [
  path.join(ROOT, 'dist/client/.vite/manifest.json'),
  path.join(ROOT, 'dist/ssr/entry.server.js'),
  MAIN,
];
const SOURCES = ['web', 'adapters', 'domain', 'ports', 'content', 'vite.config.ts'];

const newestMtime = (entry: string): number => {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), 0);
};

/** Builds the web bundles and the server when a build is missing or older than the sources. */
export const ensureBuilt = (): void => {
  const builtAt = BUILT.every((file) => fs.existsSync(file))
    ? Math.min(...BUILT.map((file) => fs.statSync(file).mtimeMs))
    : 0;
  const changedAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(ROOT, s))));
  if (builtAt > changedAt) return;
  for (const command of [
    ['run', 'build:web'],
    ['run', 'build:server'],
  ]) {
    // Without vitest's VITEST and NODE_ENV=test: those would make a development build.
    const { VITEST: _vitest, NODE_ENV: _nodeEnv, ...env } = process.env;
    const run = spawnSync('npm', command, { cwd: ROOT, encoding: 'utf8', env });
    if (run.status !== 0) throw new Error(`npm ${command.join(' ')}: ${run.stderr}${run.stdout}`);
  }
};

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

export interface E2eServer {
  readonly url: string;
  readonly output: () => string;
  stop(): Promise<void>;
}

/** The built server on a free port with a fresh DATA_DIR and the test routes. */
export const startE2eServer = async (): Promise<E2eServer> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RK_TEST_ROUTES: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer): void => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await Promise.race([
    new Promise<void>((resolve) => {
      const check = (): void => {
        if (output.includes('is running')) resolve();
      };
      child.stdout?.on('data', check);
    }),
    exited.then(() => {
      throw new Error(`server did not start: ${output}`);
    }),
  ]);
  return {
    url,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
