import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request } from 'undici';
import { beforeAll, describe, expect, it } from 'vitest';

// The built server as its own process: the catalogue loads whole before it listens, or it stops.
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const MAIN = path.join(ROOT, 'dist/server/main.mjs');
const SMALL = path.join(ROOT, 'test/fixtures/catalogue/small-catalogue.json');

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Starts the server; once it runs, calls `whenRunning` and stops it; answers at its exit. */
const startServer = (
  env: Record<string, string>,
  whenRunning: (url: string) => Promise<void> = async () => undefined,
): Promise<Run> =>
  new Promise((resolve) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-catalogue-start-'));
    const child = spawn(process.execPath, [MAIN], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let running = false;
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /is running: (http:\/\/\S+)/.exec(stdout)?.[1];
      if (url !== undefined && !running) {
        running = true;
        void whenRunning(url).finally(() => child.kill('SIGTERM'));
      }
    });
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });

beforeAll(() => {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT });
  expect(build.status, build.stderr.toString()).toBe(0);
}, 60_000);

describe('the server and its tariff catalogue', () => {
  it('refuses to start with one line when CATALOGUE_FILE is missing', async () => {
    const missing = path.join(os.tmpdir(), 'rk-gibt-es-nicht', 'tarife.json');
    const run = await startServer({ CATALOGUE_FILE: missing });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `Start fehlgeschlagen / start failed: catalogue file ${missing}: not found\n`,
    );
  });

  it('refuses to start with one line naming the first error of a broken catalogue', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-broken-catalogue-'));
    const broken = JSON.parse(fs.readFileSync(SMALL, 'utf8')) as { tariffs: { grade: number }[] };
    broken.tariffs[1]!.grade = 0.5;
    const file = path.join(dir, 'broken.json');
    fs.writeFileSync(file, JSON.stringify(broken));
    const run = await startServer({ CATALOGUE_FILE: file });
    expect(run.code).toBe(1);
    expect(run.stderr.trimEnd().split('\n')).toEqual([
      `Start fehlgeschlagen / start failed: catalogue file ${file}: 1 error, nothing loaded; first: tariffs[1].grade: expected a grade between 1.0 and 5.0 with one decimal (rente catalogue validate lists all)`,
    ]);
  });

  it('serves the comparison from the CATALOGUE_FILE it started with', async () => {
    let answer: unknown;
    const run = await startServer({ CATALOGUE_FILE: SMALL }, async (url) => {
      const response = await request(`${url}/api/comparison`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'pt=schicht3&bd=1985-04-12&mp=150' }),
      });
      answer = await response.body.json();
    });
    expect(run.code, run.stderr).toBe(0);
    expect(answer).toMatchObject({ total: 1, shown: 1, demo: false });
  });
});
