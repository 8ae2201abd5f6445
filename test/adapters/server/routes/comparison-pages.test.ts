import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE_FILE } from '../../../../adapters/catalogue/catalogue-location';
import { comparisonOverHttp } from '../../../../adapters/http/comparison-calls';
import { FetchHttpClient } from '../../../../adapters/http/fetch-http-client.adapter';
import { MemoryLogger } from '../../../../adapters/memory/memory-logger.adapter';
import {
  COMPARISON_PAGE_MESSAGES,
  COMPARISON_PAGE_SIZE,
  RESULT_FIRST_ROWS,
} from '../../../../domain/comparison/comparison-page';
import { portalUserAgent } from '../../../../domain/http/user-agent';
import { call } from '../../../support/api-call';
import { PUBLIC_ORIGIN, startTestServer, type TestServer } from '../../../support/test-server';

// Issue 31: a catalogue of thousands of tariffs answers POST /api/comparison page by page —
// 50 rows by default, `limit` up to 100, `nextCursor` to the next page, `total` and `shown` for
// the whole list — and JSON goes compressed to a client that accepts it.

const SCHICHT3 = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&pp=monthly';
const COPIES = 100;

interface Answer {
  readonly total: number;
  readonly shown: number;
  readonly limit: number;
  readonly nextCursor: string | null;
  readonly results: readonly { readonly tariffId: string }[];
  readonly facts: readonly unknown[];
}

let server: TestServer;
let folder: string;

beforeAll(async () => {
  // The demo catalogue a hundred times over, each copy with ids of its own.
  const demo = JSON.parse(readFileSync(DEMO_CATALOGUE_FILE, 'utf8')) as {
    tariffs: { id: string }[];
  };
  const tariffs = Array.from({ length: COPIES }, (_, copy) =>
    demo.tariffs.map((tariff) => ({ ...tariff, id: `${tariff.id}-k${copy}` })),
  ).flat();
  folder = mkdtempSync(path.join(tmpdir(), 'rk-big-catalogue-'));
  const file = path.join(folder, 'catalogue.json');
  writeFileSync(file, JSON.stringify({ demo: true, tariffs }));
  server = await startTestServer({ catalogueFile: file });
}, 60_000);

afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

const compare = (json: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(server, 'POST', '/api/comparison', {
    json: { query: SCHICHT3, ...json },
    headers: { origin: PUBLIC_ORIGIN, ...headers },
  });

describe('POST /api/comparison, page by page', () => {
  it('answers the first 50 rows with the whole list’s counts, then every row once', async () => {
    const first = (await compare({})).json as Answer;
    expect(first.shown).toBeGreaterThan(1000);
    expect(first.results).toHaveLength(COMPARISON_PAGE_SIZE);
    expect(first.facts).toHaveLength(COMPARISON_PAGE_SIZE);
    expect(first.limit).toBe(COMPARISON_PAGE_SIZE);
    const seen = first.results.map((r) => r.tariffId);
    let cursor = first.nextCursor;
    while (cursor !== null) {
      const page = (await compare({ cursor, limit: 100 })).json as Answer;
      expect(page.shown).toBe(first.shown);
      seen.push(...page.results.map((r) => r.tariffId));
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(first.shown);
    expect(new Set(seen).size).toBe(first.shown);
  });

  it('refuses a limit out of range and a cursor past the list, in German', async () => {
    for (const limit of [0, 501, 1e308]) {
      const answer = await compare({ limit });
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ error: { message: COMPARISON_PAGE_MESSAGES.limit } });
    }
    for (const cursor of ['999999', 'abc', '-1']) {
      const answer = await compare({ cursor });
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ error: { message: COMPARISON_PAGE_MESSAGES.cursor } });
    }
  });

  it('compresses the JSON for a client that accepts gzip', async () => {
    const body = JSON.stringify({ query: SCHICHT3, limit: 100 });
    const raw = await new Promise<{ encoding: string | undefined; bytes: Buffer }>(
      (resolve, reject) => {
        const request = http.request(
          `${server.url}/api/comparison`,
          {
            method: 'POST',
            headers: {
              origin: PUBLIC_ORIGIN,
              'content-type': 'application/json',
              'accept-encoding': 'gzip',
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                encoding: response.headers['content-encoding'],
                bytes: Buffer.concat(chunks),
              }),
            );
          },
        );
        request.on('error', reject);
        request.end(body);
      },
    );
    expect(raw.encoding).toBe('gzip');
    const json = gunzipSync(raw.bytes);
    expect(raw.bytes.length).toBeLessThan(json.length / 4);
    expect((JSON.parse(json.toString('utf8')) as Answer).results).toHaveLength(100);
  });
});

describe('/result on a catalogue of thousands', () => {
  const rowsOf = (html: string): number => html.match(/<li [^>]*class="result[ "]/g)?.length ?? 0;

  it('shows 10 rows, then 50, then 100 with „Weitere … Tarife anzeigen“, without JavaScript', async () => {
    const first = await fetch(`${server.url}/result?${SCHICHT3}`);
    expect(first.status).toBe(200);
    const html = (await first.text()).replaceAll('&amp;', '&');
    expect(rowsOf(html)).toBe(RESULT_FIRST_ROWS);
    // The longer page opens at the first row not seen yet.
    const more = html.match(/data-testid="results-more"><a [^>]*href="([^"]+)"/)?.[1];
    expect(more).toBe(`/result?${SCHICHT3}&anzeigen=50#platz-11`);
    expect(html).toContain('Weitere 40 Tarife anzeigen');
    const second = (await (await fetch(`${server.url}${more}`)).text()).replaceAll('&amp;', '&');
    expect(rowsOf(second)).toBe(COMPARISON_PAGE_SIZE);
    expect(second).toContain('id="platz-11"');
    expect(second).toContain(`/result?${SCHICHT3}&anzeigen=100#platz-51`);
    expect(second).toContain('Weitere 50 Tarife anzeigen');
    // The page's data carries the rows shown, not the whole list.
    expect(second.length).toBeLessThan(600_000);
    const third = await fetch(`${server.url}/result?${SCHICHT3}&anzeigen=100`);
    expect(rowsOf(await third.text())).toBe(100);
  });
});

describe('the browser’s comparison call (the real HTTP client against the server)', () => {
  it('asks for the rows the result page shows, at most 500', async () => {
    const client = new FetchHttpClient(
      {
        baseUrl: `${server.url}/api`,
        userAgent: portalUserAgent('0.1.0'),
        defaultTimeoutMs: 30_000,
      },
      new MemoryLogger(),
    );
    const compare = comparisonOverHttp(async () => client);
    const first = await compare(SCHICHT3);
    expect(first.ok && first.value.results.length).toBe(COMPARISON_PAGE_SIZE);
    const many = await compare(SCHICHT3, 250);
    expect(many.ok).toBe(true);
    if (!many.ok) return;
    expect(many.value.results).toHaveLength(250);
    expect(many.value.facts).toHaveLength(250);
    expect(new Set(many.value.results.map((r) => r.tariffId)).size).toBe(250);
    const most = await compare(SCHICHT3, 100_000);
    expect(most.ok && most.value.results.length).toBe(500);
    expect(most.ok && most.value.shown).toBeGreaterThan(500);
  });
});
