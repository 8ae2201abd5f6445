import { sign } from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryBusinessProcessStore } from '../../../adapters/memory/memory-business-process-store.adapter';
import { call } from '../../support/api-call';
import { PUBLIC_ORIGIN, startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const CSRF = {
  error: { kind: 'csrf/origin', message: 'Anfrage von einer fremden Seite abgelehnt.' },
};

const rowCount = async (): Promise<number> => {
  const row = await server.database.db
    .selectFrom('business_process')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

describe('CSRF origin check on state-changing requests', () => {
  it.each<Record<string, string>>([
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { origin: 'http://portal.test.evil.example' },
    { referer: 'https://evil.example/page' },
    { origin: 'https://evil.example', referer: `${PUBLIC_ORIGIN}/page` },
  ])('answers 403 for %j and stores nothing', async (headers) => {
    const before = await rowCount();
    const answer = await call(server, 'POST', '/api/bpm', {
      headers,
      json: { jobSituation: 'Beamter' },
    });
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual(CSRF);
    expect(await rowCount()).toBe(before);
  });

  it('refuses before reading the body (an oversized foreign post is 403, not 413)', async () => {
    const answer = await call(server, 'POST', '/api/bpm', {
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: 'x'.repeat(2_000_000),
    });
    expect(answer.status).toBe(403);
  });

  it.each<Record<string, string>>([
    { origin: PUBLIC_ORIGIN },
    { referer: `${PUBLIC_ORIGIN}/rentenversicherung/lp/vergleichen?x=1` },
    {},
  ])('lets %j pass', async (headers) => {
    const answer = await call(server, 'POST', '/api/bpm', {
      headers,
      json: { jobSituation: 'Beamter' },
    });
    expect(answer.status).toBe(200);
  });

  it('does not check safe methods', async () => {
    const answer = await call(server, 'GET', '/api/bpm', {
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.status).toBe(200);
  });
});

describe('security headers', () => {
  it.each([
    ['GET', '/api/health'],
    ['GET', '/api/does-not-exist'],
    ['POST', '/api/bpm'],
  ] as const)('are on every answer (%s %s)', async (method, path) => {
    const answer = await call(server, method, path, {
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self' http://portal.test",
    );
  });
});

describe('x-correlation-id on /api', () => {
  it('echoes a well-formed id and makes timestamp-id otherwise', async () => {
    const echoed = await call(server, 'GET', '/api/health', {
      headers: { 'x-correlation-id': '1773568800000-abc_DEF' },
    });
    expect(echoed.headers['x-correlation-id']).toBe('1773568800000-abc_DEF');
    const made = await call(server, 'GET', '/api/health');
    // The test clock stands at 2026-03-15T10:00:00Z = 1773568800000 ms.
    expect(made.headers['x-correlation-id']).toMatch(/^1773568800000-[A-Za-z0-9_-]{24}$/);
    const hostile = await call(server, 'GET', '/api/health', {
      headers: { 'x-correlation-id': 'a b<script>' },
    });
    expect(hostile.headers['x-correlation-id']).toMatch(/^1773568800000-/);
  });

  it('is on error answers of /api too, and not outside /api', async () => {
    const refused = await call(server, 'POST', '/api/bpm', {
      headers: { origin: 'https://evil.example' },
    });
    expect(refused.headers['x-correlation-id']).toMatch(/^1773568800000-/);
    const outside = await call(server, 'GET', '/not-api');
    expect(outside.headers['x-correlation-id']).toBeUndefined();
  });

  it('is in the request log line, which holds no query and no body', async () => {
    await call(server, 'GET', '/api/ren-ref?renRef=geheim-123', {
      headers: { 'x-correlation-id': '1773568800000-logline' },
    });
    const line = server.logger.entries.find(
      (e) => e.meta.correlationId === '1773568800000-logline',
    );
    expect(line).toMatchObject({
      level: 'info',
      message: 'request',
      meta: { method: 'GET', path: '/api/ren-ref', statusCode: 200 },
    });
    expect(JSON.stringify(server.logger.entries)).not.toContain('geheim-123');
  });
});

describe('unexpected failures', () => {
  it('answer 500 with the German message only, and are logged once with the stack', async () => {
    class BrokenStore extends MemoryBusinessProcessStore {
      override async get(): Promise<never> {
        throw new Error('disk on fire');
      }
    }
    const broken = await startTestServer({ overrides: { businessProcess: new BrokenStore() } });
    try {
      const answer = await call(broken, 'GET', '/api/bpm', {
        headers: {
          cookie: `rk_visitor=${encodeURIComponent(sign('abcdefghijklmnopqrstuvwx', broken.deps.config.sessionSecret))}`,
        },
      });
      expect(answer.status).toBe(500);
      expect(answer.json).toEqual({
        error: { kind: 'server/internal', message: 'Es ist leider ein Fehler aufgetreten.' },
      });
      expect(answer.text).not.toContain('disk on fire');
      const errors = broken.logger.entries.filter((e) => e.level === 'error');
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({
        message: 'request failed',
        meta: { errorMessage: 'disk on fire', method: 'GET', path: '/api/bpm' },
      });
      expect(String(errors[0]?.meta.stack)).toContain('BrokenStore');
      expect(JSON.stringify(errors)).not.toContain('rk_visitor');
    } finally {
      await broken.close();
    }
  });

  it('unknown paths answer 404 in the same error shape', async () => {
    const answer = await call(server, 'GET', '/api/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({
      error: { kind: 'request/not-found', message: 'Diese Adresse gibt es nicht.' },
    });
  });
});
