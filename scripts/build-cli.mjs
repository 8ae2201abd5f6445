// Bundles the `rente` CLI into one ESM file so a cold start loads no TypeScript and few modules.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const entry = 'cli/main.ts';
if (!existsSync(entry)) {
  console.log(`build-cli: ${entry} does not exist yet, nothing to build`);
} else {
  const result = await build({
    entryPoints: { rente: entry },
    outdir: 'dist/cli',
    outExtension: { '.js': '.mjs' },
    // What only some commands need (undici for the support commands) is a chunk of its own,
    // loaded by its dynamic import: a cold `rente holidays` parses 370 instead of 907 kB.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    minify: true,
    sourcemap: false,
    legalComments: 'none',
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
    // Native: loaded from node_modules, and only by `rente restore` (a dynamic import).
    external: ['better-sqlite3'],
    logLevel: 'warning',
  });
  // Chunks of earlier builds go: only this build's outputs stay.
  const outputs = new Set(Object.keys(result.metafile.outputs).map((file) => path.resolve(file)));
  const chunks = 'dist/cli/chunks';
  for (const name of existsSync(chunks) ? readdirSync(chunks) : []) {
    if (!outputs.has(path.resolve(chunks, name))) rmSync(path.join(chunks, name));
  }
}
