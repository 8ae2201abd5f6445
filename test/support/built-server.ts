import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { countStart } from './run-counts';

// The production build (npm run build:web, scripts/build-server.mjs) started as its own process,
// as `npm start` does: for the browser tests, the process tests and the benchmarks.
export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BUILT_SERVER = path.join(ROOT, 'dist/server/main.mjs');
const BUILT = [
  path.join(ROOT, 'dist/client/.vite/manifest.json'),
  path.join(ROOT, 'dist/ssr/entry.server.js'),
  path.join(ROOT, 'dist/ssr/render-worker.js'),
  BUILT_SERVER,
];
const SOURCES = ['web', 'adapters', 'domain', 'ports', 'content', 'vite.config.ts'];

const newestMtime = (entry: string): number => {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), 0);
};

const newestSourceMtime = (): number =>
  Math.max(...SOURCES.map((s) => newestMtime(path.join(ROOT, s))));

/** When every file was built, or 0 when one is missing. */
const builtAt = (files: readonly string[]): number =>
  files.every((file) => fs.existsSync(file))
    ? Math.min(...files.map((file) => fs.statSync(file).mtimeMs))
    : 0;

/**
 * Builds the web bundles and the server when a build is missing or older than the sources. The
 * integration and browser projects call it once in their globalSetup, before any worker starts,
 * so no test file ever rewrites a bundle another one is running.
 */
export const ensureBuilt = (): void => {
  if (builtAt(BUILT) > newestSourceMtime()) return;
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

/**
 * Builds only dist/server/main.mjs (the process tests need no web bundles) when it is missing or
 * older than the sources; throws on failure.
 */
export const buildServerOnly = (): void => {
  if (builtAt([BUILT_SERVER]) > newestSourceMtime()) return;
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT });
  if (build.status !== 0) throw new Error(`build-server: ${build.stderr.toString()}`);
};

export interface BuiltServerOptions {
  /** More environment (PORT, PUBLIC_URL, NODE_ENV …); PORT is a free port unless given. */
  readonly env?: Readonly<Record<string, string>>;
  /** RK_TEST_ROUTES=1: the test-only routes (server clock, slow answer, stored events). */
  readonly testRoutes?: boolean;
  /** What node runs: the built server by default; the benchmarks' bare peer passes its own. */
  readonly args?: readonly string[];
  /**
   * When it counts as started: its "is running" log line (output collected), or the first 200
   * on this path (output discarded, errors on this process's stderr, as the benchmarks want).
   */
  readonly readyPath?: string;
  /** PUBLIC_URL is the server's own loopback URL (the browser tests: its pages post to it). */
  readonly ownPublicUrl?: boolean;
  /** A server that may refuse to start (configuration tests): no error then, `ready` is false. */
  readonly mayFail?: boolean;
}

export interface BuiltServer {
  /** http://127.0.0.1:<port>; empty when it did not start. */
  readonly url: string;
  readonly port: string;
  readonly child: ChildProcess;
  readonly ready: boolean;
  /** The exit code once it has exited. */
  readonly exited: Promise<number | null>;
  /** Stdout and stderr so far, interleaved (empty with `readyPath`). */
  readonly output: () => string;
  readonly stdout: () => string;
  readonly stderr: () => string;
  /** SIGTERM, waits for the exit, removes the fresh DATA_DIR. */
  stop(): Promise<void>;
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A node process of the built server on a free port with a fresh DATA_DIR. */
export const startBuiltServer = async (options: BuiltServerOptions = {}): Promise<BuiltServer> => {
  countStart('built-server');
  const port = options.env?.PORT ?? String(await freePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-built-'));
  const quiet = options.readyPath !== undefined;
  const child = spawn(process.execPath, [...(options.args ?? [BUILT_SERVER])], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: port,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // A loaded test machine lags: no page shedding unless a test asks for it.
      PAGE_SHED_EVENT_LOOP_DELAY_MS: '0',
      // Tests call 127.0.0.1 while PUBLIC_URL says localhost: no redirect unless a test asks.
      PUBLIC_HOST_REDIRECT: '0',
      ...(options.ownPublicUrl === true ? { PUBLIC_URL: url } : {}),
      ...(options.testRoutes === true ? { RK_TEST_ROUTES: '1' } : {}),
      ...options.env,
    },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const streams = { stdout: '', stderr: '' };
  for (const name of ['stdout', 'stderr'] as const) {
    child[name]?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      streams[name] += chunk.toString();
    });
  }
  // 'close', not 'exit': by then all its output has arrived.
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  const ready = quiet
    ? await answers(`${url}${options.readyPath}`, child)
    : await Promise.race([
        new Promise<boolean>((resolve) => {
          const check = (): void => {
            if (output.includes('is running')) resolve(true);
          };
          child.stdout?.on('data', check);
        }),
        exited.then(() => false),
      ]);
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  if (!ready && options.mayFail !== true) {
    child.kill('SIGKILL');
    await stop();
    throw new Error(`${(options.args ?? [BUILT_SERVER]).join(' ')} did not start: ${output}`);
  }
  return {
    url: ready ? url : '',
    port,
    child,
    ready,
    exited,
    output: () => output,
    stdout: () => streams.stdout,
    stderr: () => streams.stderr,
    stop,
  };
};

/** Polls `url` until it answers 200 (at most some 10 s) or the process has exited. */
const answers = async (url: string, child: ChildProcess): Promise<boolean> => {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) return false;
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await pause(50);
  }
  return false;
};
