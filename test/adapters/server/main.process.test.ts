import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { type BuiltServer, startBuiltServer } from '../../support/built-server';
import { freePort } from '../../support/free-port';

// The built server (scripts/build-server.mjs → dist/server/main.mjs) as its own process.

const started: BuiltServer[] = [];

const start = async (env: Record<string, string>): Promise<BuiltServer> => {
  const server = await startBuiltServer({ env, mayFail: true });
  started.push(server);
  return server;
};

afterEach(() => {
  for (const { child } of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
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
    [{ PORT: '3000', UPLOAD_MAX_BYTES: '0' }, 'UPLOAD_MAX_BYTES muss eine ganze Zahl von 1024 bis'],
  ])('refuses the configuration %j with one line on stderr and exit 1', async (env, message) => {
    const server = await start(env);
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(message);
  });
});
