import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import { FixedClockAdapter } from '../../../adapters/memory/fixed-clock.adapter';
import { MemoryAccountStore } from '../../../adapters/memory/memory-account-store.adapter';
import { MemoryBusinessProcessStore } from '../../../adapters/memory/memory-business-process-store.adapter';
import { MemoryHealth } from '../../../adapters/memory/memory-health.adapter';
import { MemoryLogger } from '../../../adapters/memory/memory-logger.adapter';
import { MemoryLoginCodeStore } from '../../../adapters/memory/memory-login-code-store.adapter';
import { MemoryLoginSessionStore } from '../../../adapters/memory/memory-login-session-store.adapter';
import { MemoryPartnerSetStore } from '../../../adapters/memory/memory-partner-set-store.adapter';
import { PlainPasswordHasher } from '../../../adapters/memory/plain-password-hasher.adapter';
import { SequentialIdGenerator } from '../../../adapters/memory/sequential-id-generator.adapter';
import { buildServer } from '../../../adapters/server/build-server';
import type { ServerDeps } from '../../../adapters/server/server-deps';
import type { SsrOptions } from '../../../adapters/server/ssr';

export const SSR_PUBLIC_URL = 'http://portal.test';

/** The server with memory ports (no listening socket: use app.inject). */
export const ssrTestServer = async (
  ssr: SsrOptions,
): Promise<{ app: FastifyInstance; logger: MemoryLogger }> => {
  const logger = new MemoryLogger();
  const deps: ServerDeps = {
    config: {
      port: 0,
      host: '127.0.0.1',
      dataDir: os.tmpdir(),
      publicUrl: SSR_PUBLIC_URL,
      loginUrl: `${SSR_PUBLIC_URL}/login`,
      sessionSecret: 'ssr-test-secret-with-more-than-32-characters',
      brandName: 'Rentenkompass',
      brandAbbr: 'rk',
      logLevel: 'info',
      phoneNumber: '0800 123 45 67',
    },
    clock: new FixedClockAdapter(Temporal.Instant.from('2026-03-15T10:00:00Z')),
    ids: new SequentialIdGenerator('id-with-enough-length'),
    logger,
    health: new MemoryHealth(),
    businessProcess: new MemoryBusinessProcessStore(),
    accounts: new MemoryAccountStore(),
    sessions: new MemoryLoginSessionStore(),
    codes: new MemoryLoginCodeStore(),
    partnerSets: new MemoryPartnerSetStore(),
    passwords: new PlainPasswordHasher(),
  };
  const app = await buildServer(deps, { ssr });
  return { app, logger };
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
        dynamicImports: ['web/app/pages/content-page.tsx'],
        css: ['assets/entry-1.css'],
      },
      '_shared.js': { file: 'assets/shared-1.js' },
      'web/app/pages/content-page.tsx': {
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
