import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sign } from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeDist, SSR_PUBLIC_URL, ssrTestServer } from './ssr-test-server';

const CONTENT = path.resolve(import.meta.dirname, '../../../content/pages');
const echoOf = (body: string): Record<string, unknown> =>
  JSON.parse(/<pre>(.*)<\/pre>/.exec(body)?.[1] ?? '{}') as Record<string, unknown>;

describe('the SSR plugin (adapters/server/ssr.ts)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await ssrTestServer({ distDir: fakeDist(), contentDir: CONTENT, testRoutes: true }));
  });
  afterAll(async () => app.close());

  it('renders any other GET through the renderer, with the security headers', async () => {
    const answer = await app.inject({ url: '/riester-rente?x=1' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(echoOf(answer.body)).toEqual({
      url: `${SSR_PUBLIC_URL}/riester-rente?x=1`,
      sessionId: null,
      visitorId: null,
      entry: '/assets/entry-1.js',
      testRoutes: true,
      content: '/riester-rente',
    });
    expect(answer.headers['set-cookie']).toBe(
      'deviceoutput=mobile; Max-Age=86400; Path=/; SameSite=Lax',
    );
  });

  it('passes the visitor id of a validly signed cookie, never an unsigned or malformed one', async () => {
    const signed = sign('abcdefghijklmnop1234', 'ssr-test-secret-with-more-than-32-characters');
    const valid = await app.inject({ url: '/', cookies: { rk_visitor: signed } });
    expect(echoOf(valid.body).visitorId).toBe('abcdefghijklmnop1234');
    for (const rk_visitor of [
      'abcdefghijklmnop1234',
      'x;y',
      sign('x;y', 'ssr-test-secret-with-more-than-32-characters'),
    ]) {
      const bad = await app.inject({ url: '/', cookies: { rk_visitor } });
      expect(echoOf(bad.body).visitorId).toBeNull();
    }
  });

  it("answers with the renderer's status and redirects", async () => {
    expect((await app.inject({ url: '/fehlt' })).statusCode).toBe(404);
    const moved = await app.inject({ url: '/weiter' });
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/ziel');
  });

  it.each(['/api/gibt-es-nicht', '/api', '/login/gibt-es-nicht', '/login'])(
    'keeps the JSON 404 for %s',
    async (url) => {
      const answer = await app.inject({ url });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({
        error: { kind: 'request/not-found', message: 'Diese Adresse gibt es nicht.' },
      });
    },
  );

  it('serves the hashed browser files for a year, immutable', async () => {
    const asset = await app.inject({ url: '/assets/entry-1.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log(1);\n');
    expect((await app.inject({ url: '/assets/fehlt.js' })).statusCode).toBe(404);
  });

  it('serves robots.txt and sitemap.xml from the renderer', async () => {
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toBe('User-agent: *\n');
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
  });

  it('answers the page content for client-side navigation', async () => {
    const found = await app.inject({ url: '/api/page-content?path=/riester-rente' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ path: '/riester-rente', h1: expect.any(String) });
    const missing = await app.inject({ url: '/api/page-content?path=/nichts' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { kind: 'content/not-found' } });
    const bad = await app.inject({ url: '/api/page-content?path=https://evil.example' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the SSR plugin without a web build', () => {
  it('answers pages with 503 and a hint, and the API as before', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-empty-dist-'));
    const { app } = await ssrTestServer({ distDir: empty, contentDir: CONTENT });
    try {
      const page = await app.inject({ url: '/riester-rente' });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('npm run build:web');
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
