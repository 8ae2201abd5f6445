import os from 'node:os';
import path from 'node:path';
import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { type BuiltServer, ROOT, startBuiltServer } from '../../support/built-server';
import { freePort } from '../../support/free-port';

// The built server (scripts/build-server.mjs → dist/server/main.mjs) as its own process: what
// only a process shows — its exit code, its signals, its one line on stderr. Every refusal and
// the catalogue's start in-process: test/adapters/composition/start-portal.test.ts.

const SMALL = path.join(ROOT, 'test/fixtures/catalogue/small-catalogue.json');
const started: BuiltServer[] = [];

const start = async (env: Record<string, string>, testRoutes = false): Promise<BuiltServer> => {
  const server = await startBuiltServer({ env, mayFail: true, testRoutes });
  started.push(server);
  return server;
};

afterEach(() => {
  for (const { child } of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('dist/server/main.mjs', () => {
  it('finishes a request in flight on SIGTERM, then exits 0', async () => {
    const port = String(await freePort());
    const server = await start({ PORT: port }, true);
    expect(server.url, server.output()).not.toBe('');
    expect(server.output()).toContain(`http://127.0.0.1:${port}`);

    // The soak bench's route: the render workers collect their garbage (as many as started).
    const gc = await request(`${server.url}/api/__test/render-workers/gc`);
    expect(gc.statusCode).toBe(200);
    expect(await gc.body.json()).toEqual({ workers: expect.any(Number) });

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

  it('serves its CATALOGUE_FILE without test routes (no RK_TEST_ROUTES=1), and stops on SIGINT', async () => {
    const server = await start({ CATALOGUE_FILE: SMALL });
    expect(server.ready, server.output()).toBe(true);
    const hidden = await request(`${server.url}/api/__test/slow?ms=1`);
    expect(hidden.statusCode).toBe(404);
    await hidden.body.dump();
    const hiddenGc = await request(`${server.url}/api/__test/render-workers/gc`);
    expect(hiddenGc.statusCode).toBe(404);
    await hiddenGc.body.dump();
    const response = await request(`${server.url}/api/comparison`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'pt=schicht3&bd=1985-04-12&mp=150' }),
    });
    expect(await response.body.json()).toMatchObject({ total: 1, shown: 1, demo: false });
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
  });

  it('refuses to start with one line on stderr, nothing on stdout, and exit 1', async () => {
    const missing = path.join(os.tmpdir(), 'rk-gibt-es-nicht', 'tarife.json');
    const server = await start({ CATALOGUE_FILE: missing });
    expect(await server.exited).toBe(1);
    expect(server.stdout()).toBe('');
    expect(server.stderr()).toBe(
      `Start fehlgeschlagen / start failed: catalogue file ${missing}: not found\n`,
    );
  });
});
