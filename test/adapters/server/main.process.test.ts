import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { request } from 'undici';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

// The built server (scripts/build-server.mjs → dist/server/main.mjs) as its own process.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const MAIN = path.join(ROOT, 'dist/server/main.mjs');

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

interface Started {
  readonly child: ChildProcess;
  readonly url: string;
  readonly exited: Promise<number | null>;
  readonly output: () => string;
}

const children: ChildProcess[] = [];

const start = async (env: Record<string, string>): Promise<Started> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-main-'));
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const ready = await Promise.race([
    new Promise<boolean>((resolve) => {
      const check = (): void => {
        if (output.includes('is running')) resolve(true);
      };
      child.stdout?.on('data', check);
    }),
    exited.then(() => false),
  ]);
  return {
    child,
    url: ready ? `http://127.0.0.1:${env.PORT}` : '',
    exited,
    output: () => output,
  };
};

beforeAll(() => {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT });
  expect(build.status, build.stderr.toString()).toBe(0);
}, 60_000);

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('dist/server/main.mjs', () => {
  it('finishes a request in flight on SIGTERM, then exits 0', async () => {
    const port = String(await freePort());
    const server = await start({ PORT: port, RK_TEST_ROUTES: '1' });
    expect(server.url, server.output()).not.toBe('');
    expect(server.output()).toContain(`http://127.0.0.1:${port}`);

    const slow = request(`${server.url}/api/__test/slow?ms=800`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    server.child.kill('SIGTERM');
    const answer = await slow;
    expect(answer.statusCode).toBe(200);
    expect(await answer.body.json()).toEqual({ slept: 800 });
    expect(await server.exited).toBe(0);
    // Closed for good: a new connection is refused.
    await expect(request(`${server.url}/api/health`)).rejects.toThrow();
  });

  it('has no test routes without RK_TEST_ROUTES=1, and stops on SIGINT too', async () => {
    const port = String(await freePort());
    const server = await start({ PORT: port });
    const answer = await request(`${server.url}/api/__test/slow?ms=1`);
    expect(answer.statusCode).toBe(404);
    await answer.body.dump();
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT muss eine Zahl von 0 bis 65535 sein, nicht „abc“.'],
    [{ PORT: '3000', PUBLIC_URL: 'ftp://x.example' }, 'PUBLIC_URL muss eine http(s)-Adresse sein'],
  ])('refuses the configuration %j with one line on stderr and exit 1', async (env, message) => {
    const server = await start(env);
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(message);
  });
});
