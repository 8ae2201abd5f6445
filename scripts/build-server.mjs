// Bundles the server (adapters/composition/server-main.ts) into dist/server/main.mjs. Most
// packages stay external, so native better-sqlite3, the fastify plugins and pdfkit (which reads
// its font metrics beside its own files) load from node_modules as usual; temporal-polyfill and
// react stay external because the SSR bundle (dist/ssr) imports the very same copies.
// BUNDLED are pure-JS ESM packages of many small files that only the server uses: Node resolves,
// reads and links each file on its own (kysely 262 files, inversify with @inversifyjs/* 230), which
// was some 200 ms of every start (issue 31, finding 7; test/bench/startup.bench.ts); in the bundle
// they are one file's parse.
// `--dev` skips minification (npm run dev:server).
import { build } from 'esbuild';

const dev = process.argv.includes('--dev');

const BUNDLED = /^(kysely|inversify|@inversifyjs\/[^/]+)(\/|$)/;

/** Every bare import (a package or a node: built-in) stays external unless it is BUNDLED. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      BUNDLED.test(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: ['adapters/composition/server-main.ts'],
  outfile: 'dist/server/main.mjs',
  bundle: true,
  plugins: [externalPackages],
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  minify: !dev,
  sourcemap: dev ? 'inline' : false,
  legalComments: 'none',
  logLevel: 'warning',
});
