/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app (issue 5): `vite build` makes the browser bundle (dist/client, with a manifest the
// server reads for its <script> and <link> tags, one chunk per route through route `lazy`);
// `vite build --ssr` makes the server renderer (dist/ssr/entry.server.js, ESM for Node).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: process.env.VITEST === undefined ? [react()] : [],
  publicDir: false,
  build: isSsrBuild
    ? {
        outDir: 'dist/ssr',
        emptyOutDir: true,
        ssr: 'web/entry.server.tsx',
        target: 'node20',
        rollupOptions: {
          input: 'web/entry.server.tsx',
          output: { format: 'esm', entryFileNames: 'entry.server.js' },
        },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        rollupOptions: { input: 'web/entry.client.tsx' },
      },
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    setupFiles: ['test/setup.ts'],
    benchmark: { include: ['test/bench/**/*.bench.ts'] },
    testTimeout: 30_000,
  },
}));
