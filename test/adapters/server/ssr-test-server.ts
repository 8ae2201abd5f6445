import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { MemoryLogger } from '../../../adapters/memory/memory-logger.adapter';
import { SequentialIdGenerator } from '../../../adapters/memory/sequential-id-generator.adapter';
import type { SsrOptions } from '../../../adapters/server/ssr';
import { startTestServer } from '../../support/test-server';

export const SSR_PUBLIC_URL = 'http://portal.test';

/** The server without a listening socket (use app.inject), rendering with these SSR options. */
export const ssrTestServer = async (
  ssr: SsrOptions,
): Promise<{ app: FastifyInstance; logger: MemoryLogger; close(): Promise<void> }> => {
  const { app, logger, close } = await startTestServer({
    listen: false,
    catalogueFile: null,
    removeDataDir: true,
    config: {
      publicUrl: SSR_PUBLIC_URL,
      sessionSecret: 'ssr-test-secret-with-more-than-32-characters',
    },
    overrides: { ids: new SequentialIdGenerator('id-with-enough-length') },
    build: { ssr },
  });
  return { app, logger, close };
};

/**
 * A dist folder with a hand-made client manifest and a stand-in renderer module that echoes
 * what it was given, so the plugin is tested without a Vite build.
 */
export const fakeDist = (): string => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-dist-'));
  fs.mkdirSync(path.join(dist, 'client', '.vite'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'client', 'assets'));
  fs.mkdirSync(path.join(dist, 'ssr'));
  fs.writeFileSync(
    path.join(dist, 'client', '.vite', 'manifest.json'),
    JSON.stringify({
      'web/entry.client.tsx': {
        file: 'assets/entry-1.js',
        isEntry: true,
        imports: ['_shared.js'],
        dynamicImports: ['web/app/routes/content/content-page.tsx'],
        css: ['assets/entry-1.css'],
      },
      '_shared.js': { file: 'assets/shared-1.js' },
      'web/app/routes/content/content-page.tsx': {
        file: 'assets/content-page-1.js',
        isDynamicEntry: true,
        imports: ['_shared.js'],
      },
    }),
  );
  fs.writeFileSync(path.join(dist, 'client', 'assets', 'entry-1.js'), 'console.log(1);\n');
  fs.writeFileSync(
    path.join(dist, 'ssr', 'entry.server.js'),
    `export const createRenderer = (setup) => ({
  async render(request) {
    if (request.url.endsWith('/weiter')) {
      return { status: 302, location: '/ziel', body: new Uint8Array(0), cookies: [] };
    }
    const echo = { url: request.url, sessionId: request.sessionId, visitorId: request.visitorId,
      entry: setup.assets.entry, testRoutes: setup.testRoutes,
      content: setup.pages.contentOf('/riester-rente')?.path ?? null };
    return {
      status: request.url.endsWith('/fehlt') ? 404 : 200,
      location: null,
      body: new TextEncoder().encode('<!doctype html><pre>' + JSON.stringify(echo) + '</pre>'),
      cookies: [{ name: 'deviceoutput', value: 'mobile', options: { path: '/', maxAge: 86400 } }],
    };
  },
  robotsTxt: () => 'User-agent: *\\n',
  sitemapXml: () => '<urlset></urlset>',
});
`,
  );
  return dist;
};
