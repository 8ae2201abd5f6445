import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVERLOADED_PAGE } from '../../../adapters/server/overloaded-page';
import { type BuiltServer, startBuiltServer } from '../../support/built-server';

// Issue 31 finding 2: pages load their data on the main thread and render in render workers
// (RENDER_WORKERS, adapters/server/render-pool.ts). A page rendered in a worker is the same page,
// byte for byte, as one rendered on the main thread (RENDER_WORKERS=0) — also when the worker
// already holds the page's kept comparison and gets only its number (web/app/kept-transfer.ts).

const PUBLIC_URL = 'http://localhost:3999';
const RESULT = '/result?js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&si=fondsgebunden';
const PAGES = [
  '/',
  RESULT,
  `${RESULT}&sort=rente`,
  '/result?js=Angestellter&bd=1980-01-01&pt=riester&mp=100',
  '/impressum',
  '/riester-rente',
  '/seite-die-es-nicht-gibt',
];

let inWorkers: BuiltServer;
let onMainThread: BuiltServer;

beforeAll(async () => {
  [inWorkers, onMainThread] = await Promise.all([
    startBuiltServer({ env: { NODE_ENV: 'production', PUBLIC_URL, RENDER_WORKERS: '2' } }),
    startBuiltServer({ env: { NODE_ENV: 'production', PUBLIC_URL, RENDER_WORKERS: '0' } }),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([inWorkers?.stop(), onMainThread?.stop()]);
});

/** The raw answer (node:http: fetch would decompress on its own). */
const page = (
  server: BuiltServer,
  path: string,
  encoding = 'identity',
): Promise<{ status: number; bytes: Buffer; encoding: string | null; type: string | null }> =>
  new Promise((resolve, reject) => {
    http
      .get(`${server.url}${path}`, { headers: { 'accept-encoding': encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            bytes: Buffer.concat(chunks),
            encoding: response.headers['content-encoding'] ?? null,
            type: response.headers['content-type'] ?? null,
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });

describe('pages rendered in the render workers', () => {
  it('are byte for byte the pages the main thread renders, also when asked again', async () => {
    for (const path of PAGES) {
      const expected = await page(onMainThread, path);
      // Three times: first with the kept values, then with their numbers only.
      for (let round = 0; round < 3; round++) {
        const got = await page(inWorkers, path);
        expect({ path, status: got.status }).toEqual({ path, status: expected.status });
        expect(got.type).toBe('text/html; charset=utf-8');
        expect(got.bytes.toString('utf8')).toBe(expected.bytes.toString('utf8'));
      }
    }
  }, 60_000);

  it('come compressed from the worker as the browser asks, and decompress to the same page', async () => {
    const expected = await page(onMainThread, RESULT);
    const brotli = await page(inWorkers, RESULT, 'br, gzip');
    expect(brotli.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.bytes).toString('utf8')).toBe(
      expected.bytes.toString('utf8'),
    );
    const gzip = await page(inWorkers, RESULT, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.bytes).toString('utf8')).toBe(expected.bytes.toString('utf8'));
  }, 30_000);

  it('answer many pages at once, each the whole page', async () => {
    // Fewer than MAX_CONNECTIONS_PER_IP (64) and the two workers' queues (2 × 64).
    const searches = Array.from({ length: 60 }, (_, i) =>
      RESULT.replace('mp=150', `mp=${60 + (i % 30) * 5}`),
    );
    const pages = await Promise.all(searches.map((path) => page(inWorkers, path)));
    for (const [i, got] of pages.entries()) {
      expect(got.status).toBe(200);
      const html = got.bytes.toString('utf8');
      expect(html.endsWith('</html>')).toBe(true);
      expect(html).toContain(`mp=${60 + (i % 30) * 5}`);
    }
  }, 60_000);
});

describe('a full render queue', () => {
  it('sheds pages with 503 and Retry-After at once, while the API answers', async () => {
    const small = await startBuiltServer({
      env: { NODE_ENV: 'production', RENDER_WORKERS: '1', RENDER_QUEUE_LIMIT: '1' },
    });
    try {
      const pages = await Promise.all(
        Array.from({ length: 30 }, (_, i) => page(small, RESULT.replace('mp=150', `mp=${70 + i}`))),
      );
      const shed = pages.filter((p) => p.status === 503);
      expect(pages.filter((p) => p.status === 200).length).toBeGreaterThan(0);
      expect(shed.length).toBeGreaterThan(0);
      expect(shed[0]?.bytes.toString('utf8')).toBe(OVERLOADED_PAGE);
      const again = await fetch(`${small.url}${RESULT}`, { method: 'HEAD' });
      expect(again.status).toBe(200);
      const health = await fetch(`${small.url}/api/health`);
      expect(health.status).toBe(200);
    } finally {
      await small.stop();
    }
  }, 60_000);
});
