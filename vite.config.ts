/// <reference types="vitest/config" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * react-router's ESM build keeps components the app never renders (Link, NavLink, Form and
 * their prefetch and submit code) because of top-level `X.displayName = …` statements and
 * un-annotated `React.forwardRef(…)` calls, and its dev warnings are switched on. For the
 * browser bundle: the calls marked pure, the name statements dropped, the warnings off — so
 * tree-shaking removes what is unused (the landing page's JavaScript budget).
 */
const reactRouterTreeShaking = (): Plugin => ({
  name: 'rk:react-router-tree-shaking',
  apply: 'build',
  transform: {
    filter: { id: /node_modules\/react-router\/dist\/.*\.mjs$/ },
    handler(code, _id, options) {
      if (options?.ssr === true) return null;
      return code
        .replace(/^[A-Za-z0-9_$]+\.displayName = "[^"\n]*";$/gm, '')
        .replace(
          /^(var [A-Za-z0-9_$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm,
          '$1/* @__PURE__ */ $2',
        )
        .replace('var ENABLE_DEV_WARNINGS = true;', 'var ENABLE_DEV_WARNINGS = false;');
    },
  },
});

// The web app: `vite build` makes the browser bundle (dist/client, with a manifest the
// server reads for its <script> and <link> tags, one chunk per route through route `lazy`);
// `vite build --ssr` makes the server renderer (dist/ssr/entry.server.js, ESM for Node).
/**
 * Every text file of the browser build also as .gz (level 9) and .br (quality 11) beside it:
 * the server sends those as they are (@fastify/static `preCompressed`), compressed once at
 * build time instead of on every request.
 */
const precompress = (): Plugin => ({
  name: 'rk:precompress',
  apply: 'build',
  writeBundle(options, bundle) {
    if (this.environment.name !== 'client' || options.dir === undefined) return;
    for (const file of Object.keys(bundle)) {
      if (!/\.(js|css|svg|json)$/.test(file)) continue;
      const full = path.join(options.dir, file);
      const data = fs.readFileSync(full);
      if (data.length < 1024) continue;
      fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
      fs.writeFileSync(
        `${full}.br`,
        zlib.brotliCompressSync(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
      );
    }
  },
});

/**
 * The integration project (vitest's `test.projects` below): the tests that start a server, open a
 * database of the run's PostgreSQL cluster or SQLite file, run the CLI binary or call over HTTP.
 * Every other test file is a unit test; the unit lane's guard (test/support/unit-lane.setup.ts)
 * fails a unit test that opens a socket or starts a process, naming this list.
 */
const INTEGRATION = [
  'test/adapters/*.contract.test.ts',
  // The login plugins' pure helpers (test/adapters/server/login/) stay in the unit lane.
  'test/adapters/server/*.test.ts',
  'test/adapters/composition/**/*.test.ts',
  'test/adapters/server/!(login)/**/*.test.ts',
  'test/adapters/storage/**/*.test.ts',
  'test/adapters/insurer/**/*.test.ts',
  'test/adapters/http/**/*.test.ts',
  'test/adapters/mail/**/*.test.ts',
  'test/adapters/sms/**/*.test.ts',
  'test/cli/binary.test.ts',
  'test/cli/commands/application.command.test.ts',
  'test/cli/commands/compare.command.test.ts',
  'test/cli/commands/consulting.command.test.ts',
  'test/cli/commands/partner.command.test.ts',
  'test/cli/commands/tariff.command.test.ts',
  'test/fuzz/api-*.fuzz.test.ts',
];

const reactRouterBuild = (file: string): string =>
  path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production', file);

export default defineConfig(({ isSsrBuild }) => ({
  plugins:
    process.env.VITEST === undefined ? [react(), reactRouterTreeShaking(), precompress()] : [],
  publicDir: false,
  // The server renderer bundles react-router's production build: its package exports only the
  // development build (dev warnings on every render), which Node would load as an external.
  ...(isSsrBuild
    ? {
        resolve: {
          alias: [
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
          ],
        },
        ssr: { noExternal: ['react-router', 'react-router-dom'] },
      }
    : {}),
  build: isSsrBuild
    ? {
        assetsInlineLimit: 0,
        outDir: 'dist/ssr',
        emptyOutDir: true,
        ssr: true,
        target: 'node20',
        rollupOptions: {
          // The renderer and its render worker (adapters/server/render-pool.ts), sharing chunks.
          input: {
            'entry.server': 'web/entry.server.tsx',
            'render-worker': 'web/render-worker.ts',
          },
          output: { format: 'esm', entryFileNames: '[name].js' },
        },
      }
    : {
        assetsInlineLimit: 0,
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        // One stylesheet for every page: a single render-blocking request, cached across pages.
        cssCodeSplit: false,
        // The boot module is the page's only script before interaction; it imports the entry.
        // Chunks are named by their hash alone (the manifest maps modules to them): every import
        // statement and the entry's list of chunks to preload name them, 1.3 kB gzip of the result
        // route's JavaScript when they carried their module names too. The entry keeps its name.
        rollupOptions: {
          input: 'web/boot/boot.ts',
          output: { chunkFileNames: 'assets/[hash].js' },
        },
        // The result loader's search bar module loads only when the loader runs in the browser
        // (after a filter change): no list of its 23 chunks to preload in the result route's
        // JavaScript, which is at its 152 kB budget (issue 32 finding 6).
        modulePreload: {
          resolveDependencies: (filename, deps) =>
            filename.includes('search-bar-data') ? [] : deps,
        },
      },
  test: {
    setupFiles: ['test/setup.ts'],
    benchmark: { include: ['test/bench/**/*.bench.ts'] },
    testTimeout: 30_000,
    // Every core (2 here) in every lane; vitest alone would leave one idle in the unit lane.
    maxWorkers: os.availableParallelism(),
    reporters: ['default', './test/support/lane-timing.reporter.ts'],
    // Three lanes (test/README.md): `npm run test:unit` after every change; `npm test` runs all.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
          exclude: [...INTEGRATION, 'test/e2e/**'],
          setupFiles: ['test/support/unit-lane.setup.ts'],
          // Pure code: one module graph per worker thread instead of a fresh process per file.
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: INTEGRATION,
          // One module graph per worker process, shared by its files (each file still starts and
          // closes its own servers and databases): importing the server's graph anew for each of
          // the 105 files was half of the lane (28 Nov 2026: 308 → 117 s wall alone, 564 → 228 s
          // summed).
          isolate: false,
          // Node 20's require(esm) (on by default since 20.19) races when a CommonJS require of an
          // ES module meets an import() of it still loading in the same process: „Cannot read
          // properties of undefined (reading 'getStatus')“ failed whole suites now and then in
          // clean-clone runs (nodejs/node#55782; later lines load synchronously). The lane's workers
          // on Node 20 run without it, as Node 20 did before 20.19.
          ...(process.versions.node.startsWith('20.')
            ? { execArgv: ['--no-experimental-require-module'] }
            : {}),
          // A server's start (schemas compiled, migrations run) took over 10 s under full load
          // (CI and the loaded run, 28 Nov 2026): hooks wait for it, speed is the bench's job.
          hookTimeout: 120_000,
          globalSetup: [
            'test/support/builds.global-setup.ts',
            'test/support/postgres.global-setup.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/e2e/**/*.e2e.test.ts'],
          hookTimeout: 120_000,
          globalSetup: [
            'test/support/builds.global-setup.ts',
            'test/support/browser.global-setup.ts',
          ],
        },
      },
    ],
  },
}));
