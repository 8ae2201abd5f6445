import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request } from 'undici';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildServerOnly, ROOT, startBuiltServer } from '../../../support/built-server';

// The built server as its own process: the catalogue loads whole before it listens, or it stops.
const SMALL = path.join(ROOT, 'test/fixtures/catalogue/small-catalogue.json');

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Starts the server; once it runs, calls `whenRunning` and stops it; answers at its exit. */
const startServer = async (
  env: Record<string, string>,
  whenRunning: (url: string) => Promise<void> = async () => undefined,
): Promise<Run> => {
  const server = await startBuiltServer({ env, mayFail: true });
  if (server.ready) await whenRunning(server.url).finally(() => server.child.kill('SIGTERM'));
  const code = await server.exited;
  return { code, stdout: server.stdout(), stderr: server.stderr() };
};

beforeAll(() => {
  buildServerOnly();
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
