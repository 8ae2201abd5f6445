import { afterAll, beforeAll, describe, expect } from 'vitest';
import { PUBLIC_ORIGIN, startTestServer, type TestServer } from '../support/test-server';
import { TARGETS } from './api-body-targets';
import { expectGermanMessage } from './fuzz-expect';
import { FUZZ_SERVER_RUNS, fuzzAsync } from './fuzz-harness';
import { requestArb } from './fuzz-request';
import { type FuzzSenders, fuzzSendersOf } from './fuzz-senders';

/**
 * Every body schema of the API (adapters/server/routes, adapters/login, the demo insurer), the
 * page forms and the routes whose path or query is the input, through the real Fastify app with
 * a real SQLite file: generated bodies, structured per route and unstructured, sent with
 * app.inject as nobody, a visitor or a logged-in account (the target's sender). Every answer is 2xx/3xx/4xx, never 500, with the
 * documented shape and the security headers. Each route gets FUZZ_SERVER_RUNS cases (200 in
 * npm test): one inject costs as much as hundreds of parser calls, so the 1,000 cases per route
 * of npm test and the 1,000,000 of npm run fuzz go through each route's own validator and body
 * step instead (api-schemas.fuzz.test.ts).
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
let senders: FuzzSenders;
beforeAll(async () => {
  server = await startTestServer({ removeDataDir: true });
  senders = await fuzzSendersOf(server);
});
afterAll(() => server.close());

describe('fuzz: API body schemas through the real server (issue 13)', () => {
  for (const target of TARGETS) {
    fuzzAsync(
      `API body ${target.name}`,
      requestArb(target),
      async ({ method, url, headers, body, contentType, ip }) => {
        const cookie = senders.cookieFor(target);
        const answer = await server.app.inject({
          method,
          url,
          headers: {
            ...headers,
            origin: PUBLIC_ORIGIN,
            ...(cookie === '' ? {} : { cookie }),
            ...(contentType === '' || method !== 'POST' ? {} : { 'content-type': contentType }),
          },
          ...(method === 'POST' ? { payload: body } : {}),
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
        if (url.startsWith('/api/'))
          expect(answer.headers['x-correlation-id']).toBeTypeOf('string');
        if (answer.statusCode < 400) return;
        // The upload's limit is the multipart parser's; any other body meets the JSON limit. A
        // path the router cannot match (a parameter over 100 characters) reaches the page
        // renderer's POST, whose limit is the page form's (4 KB).
        const limits = [
          target.encoding === 'multipart' && !contentType.startsWith('multipart/')
            ? '1 MB'
            : target.limit,
          ...(target.urlArb === undefined ? [] : ['4 KB']),
        ];
        const statesLimit = (text: string): boolean =>
          limits.some((limit) => text.includes(`höchstens ${limit}`));
        if (target.html === true && type.includes('text/html')) {
          expect(answer.body).toContain('<html');
          if (answer.statusCode === 413) expect(statesLimit(answer.body), limits.join()).toBe(true);
          return;
        }
        expect(type, `${answer.statusCode} ${answer.body.slice(0, 200)}`).toContain(
          'application/json',
        );
        if (target.declines === true && answer.statusCode === 422) {
          const decline = JSON.parse(answer.body) as { decision?: unknown; reason?: unknown };
          expect(decline.decision).toBe('declined');
          expectGermanMessage(String(decline.reason));
          return;
        }
        const json = JSON.parse(answer.body) as {
          error?: { kind?: unknown; message?: unknown; fields?: unknown; reasons?: unknown };
        };
        expect(Object.keys(json)).toEqual(['error']);
        // The application routes add each wrong field's message (`fields`) or, for a refused
        // online signing, its reasons (`reasons`), as their schemas document; the booking routes
        // the wrong field (`field`) or the SPEC §3 reason (`reason`).
        const extras = ['fields', 'reasons', ...(target.errorExtras ?? [])];
        const keys = Object.keys(json.error ?? {}).filter((k) => !extras.includes(k));
        expect(keys.sort()).toEqual(['kind', 'message']);
        expect(json.error?.kind).toBeTypeOf('string');
        expectGermanMessage(withoutQuotes(String(json.error?.message)));
        if (json.error?.fields !== undefined) {
          for (const text of Object.values(json.error.fields as Record<string, unknown>))
            expectGermanMessage(withoutQuotes(String(text)));
        }
        if (answer.statusCode === 413)
          expect(statesLimit(String(json.error?.message)), limits.join()).toBe(true);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      },
      { runs: FUZZ_SERVER_RUNS },
    );
  }
});
