import { describe, expect, it, vi } from 'vitest';
import { MemoryHealth } from '../../../../adapters/memory/memory-health.adapter';
import { outboxStaleAfterMs } from '../../../../adapters/server/outbox-heartbeat';
import { call } from '../../../support/api-call';
import { startTestServer, type TestServerOptions } from '../../../support/test-server';

const READY = {
  status: 'ready',
  checks: { database: 'ok', catalogue: 'ok', outboxWorker: 'ok' },
};

const withServer = async (
  options: TestServerOptions,
  test: (server: Awaited<ReturnType<typeof startTestServer>>) => Promise<void>,
): Promise<void> => {
  const server = await startTestServer({ removeDataDir: true, ...options });
  try {
    await test(server);
  } finally {
    await server.close();
  }
};

describe('GET /api/ready', () => {
  it('answers 200 with every check ok on a listening server', async () => {
    await withServer({}, async (server) => {
      const answer = await call(server, 'GET', '/api/ready');
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual(READY);
      expect(answer.headers['cache-control']).toBe('no-store');
    });
  });

  it('answers 503 naming the outbox worker while it has not started (the server does not listen)', async () => {
    await withServer({ listen: false }, async (server) => {
      const answer = await server.app.inject({ method: 'GET', url: '/api/ready' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({
        status: 'not-ready',
        checks: { database: 'ok', catalogue: 'ok', outboxWorker: 'failed' },
        failed: [{ check: 'outboxWorker', message: 'Der Versand-Worker der Outbox läuft nicht.' }],
      });
    });
  });

  it('answers 503 when the outbox worker has not beat for longer than its bound', async () => {
    const pollMs = 600_000;
    // One beat when it starts, the next only after ten minutes: the clock moves past the bound.
    await withServer({ build: { outboxPollMs: pollMs } }, async (server) => {
      expect((await call(server, 'GET', '/api/ready')).status).toBe(200);
      // Moved on until stale: a first run finishing late beats once more, at the moved clock.
      const answer = await vi.waitFor(async () => {
        server.clock.advance({ milliseconds: outboxStaleAfterMs(pollMs) + 1_000 });
        const stale = await call(server, 'GET', '/api/ready');
        expect(stale.status).toBe(503);
        return stale;
      });
      expect(answer.json).toMatchObject({
        status: 'not-ready',
        checks: { database: 'ok', catalogue: 'ok', outboxWorker: 'failed' },
        failed: [{ check: 'outboxWorker' }],
      });
      expect(JSON.stringify(answer.json)).toMatch(
        /Der Versand-Worker der Outbox hat sich seit \d+ Sekunden nicht gemeldet\./,
      );
      // Health (liveness) is not readiness: the process still answers.
      expect((await call(server, 'GET', '/api/health')).status).toBe(200);
    });
  });

  it('answers 503 naming the database when it does not answer', async () => {
    await withServer({ overrides: { health: new MemoryHealth(false) } }, async (server) => {
      const answer = await call(server, 'GET', '/api/ready');
      expect(answer.status).toBe(503);
      expect(answer.json).toEqual({
        status: 'not-ready',
        checks: { database: 'failed', catalogue: 'ok', outboxWorker: 'ok' },
        failed: [{ check: 'database', message: 'Die Datenbank antwortet nicht.' }],
      });
    });
  });

  it('answers 503 naming the catalogue when none is there', async () => {
    await withServer({ catalogueFile: null }, async (server) => {
      const answer = await call(server, 'GET', '/api/ready');
      expect(answer.status).toBe(503);
      expect(answer.json).toMatchObject({
        checks: { database: 'ok', catalogue: 'failed', outboxWorker: 'ok' },
        failed: [{ check: 'catalogue', message: 'Es ist kein Tarifkatalog eingerichtet.' }],
      });
    });
  });
});
