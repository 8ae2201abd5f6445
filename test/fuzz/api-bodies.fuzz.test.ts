import { afterAll, beforeAll, describe, expect } from 'vitest';
import { PUBLIC_ORIGIN, startTestServer, type TestServer } from '../support/test-server';
import { requestArb, TARGETS } from './api-body-targets';
import { expectGermanMessage } from './fuzz-expect';
import { FUZZ_DEFAULT_RUNS, fuzzAsync } from './fuzz-harness';

/**
 * Every POST body schema of the API (adapters/server/routes, adapters/login) through the real
 * Fastify app with a real SQLite file: generated bodies, structured per route and
 * unstructured, sent with app.inject. Every answer is 2xx/3xx/4xx, never 500, with the
 * documented shape and the security headers. The routes share FUZZ_DEFAULT_RUNS (10,000) cases,
 * in npm test and in npm run fuzz alike: one inject costs as much as hundreds of parser calls,
 * so the 1,000,000 cases per route of npm run fuzz go through each route's own validator and
 * body step instead (api-schemas.fuzz.test.ts).
 */

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
] as const;

// The names an answer quotes from the request („field“) are the client's words, not ours.
const withoutQuotes = (message: string): string => message.replace(/„[^“]*“/g, '„…“');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ removeDataDir: true });
});
afterAll(() => server.close());

describe('fuzz: API body schemas through the real server (issue 13)', () => {
  const runs = Math.max(100, Math.ceil(FUZZ_DEFAULT_RUNS / TARGETS.length));
  for (const target of TARGETS) {
    fuzzAsync(
      `API body ${target.name}`,
      requestArb(target),
      async ({ body, contentType, ip }) => {
        const answer = await server.app.inject({
          method: 'POST',
          url: target.url,
          headers: {
            origin: PUBLIC_ORIGIN,
            ...(contentType === '' ? {} : { 'content-type': contentType }),
          },
          payload: body,
          remoteAddress: ip,
        });
        if (process.env.FUZZ_DEBUG)
          console.log(
            'DBG',
            answer.statusCode,
            body.slice(0, 120),
            '=>',
            answer.body.slice(0, 100),
          );
        expect(answer.statusCode, answer.body.slice(0, 300)).toBeGreaterThanOrEqual(200);
        expect(answer.statusCode, answer.body.slice(0, 300)).toBeLessThan(500);
        for (const header of SECURITY_HEADERS) expect(answer.headers[header], header).toBeDefined();
        const type = String(answer.headers['content-type'] ?? '');
        if (answer.statusCode >= 300 && answer.statusCode < 400) {
          expect(answer.headers.location).toBeTypeOf('string');
          return;
        }
        if (target.url.startsWith('/api/'))
          expect(answer.headers['x-correlation-id']).toBeTypeOf('string');
        if (answer.statusCode < 400) return;
        if (target.html === true && type.includes('text/html')) {
          expect(answer.body).toContain('<html');
          if (answer.statusCode === 413) expect(answer.body).toContain(`höchstens ${target.limit}`);
          return;
        }
        expect(type, `${answer.statusCode} ${answer.body.slice(0, 200)}`).toContain(
          'application/json',
        );
        const json = JSON.parse(answer.body) as {
          error?: { kind?: unknown; message?: unknown; fields?: unknown; reasons?: unknown };
        };
        expect(Object.keys(json)).toEqual(['error']);
        // The application routes add each wrong field's message (`fields`) or, for a refused
        // online signing, its reasons (`reasons`), as their schemas document.
        const keys = Object.keys(json.error ?? {}).filter((k) => k !== 'fields' && k !== 'reasons');
        expect(keys.sort()).toEqual(['kind', 'message']);
        expect(json.error?.kind).toBeTypeOf('string');
        expectGermanMessage(withoutQuotes(String(json.error?.message)));
        if (json.error?.fields !== undefined) {
          for (const text of Object.values(json.error.fields as Record<string, unknown>))
            expectGermanMessage(withoutQuotes(String(text)));
        }
        if (answer.statusCode === 413)
          expect(json.error?.message).toContain(`höchstens ${target.limit}`);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      },
      { runs },
    );
  }
});
