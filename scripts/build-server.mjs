// Bundles the server (adapters/composition/server-main.ts) into dist/server/main.mjs; node_modules stay
// external, so native better-sqlite3 and the fastify plugins load from node_modules as usual.
// `--dev` skips minification (npm run dev:server).
import { build } from 'esbuild';

const dev = process.argv.includes('--dev');

await build({
  entryPoints: ['adapters/composition/server-main.ts'],
  outfile: 'dist/server/main.mjs',
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  minify: !dev,
  sourcemap: dev ? 'inline' : false,
  legalComments: 'none',
  logLevel: 'warning',
});
