// Bundles the `rente` CLI into one ESM file so a cold start loads no TypeScript and few modules.
import { existsSync } from 'node:fs';
import { build } from 'esbuild';

const entry = 'cli/main.ts';
if (!existsSync(entry)) {
  console.log(`build-cli: ${entry} does not exist yet, nothing to build`);
} else {
  await build({
    entryPoints: [entry],
    outfile: 'dist/cli/rente.mjs',
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
}
