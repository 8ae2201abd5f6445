import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import type { TestProject } from 'vitest/node';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  E2E_ADMIN_TOKEN,
  E2E_UPLOAD_MAX_BYTES,
} from './browser-rig';
import { ensureBuilt, startBuiltServer } from './built-server';
import { countStart } from './run-counts';

// The browser project's shared things, started once per run before any worker: one Chromium
// (Debian's, headless; the test files connect to it and open a fresh context per test) and one
// built server per worker (VITEST_POOL_ID: a file runs on one worker, and a worker runs one file
// at a time, so a file has its server to itself while it runs and may move its clock). Each has
// test routes on, PUBLIC_URL its own address, the admin API on, a DATA_DIR the tests read (the
// outbox's mails) and the upload cap E2E_UPLOAD_MAX_BYTES. A file starts by setting the clock
// back and forgetting the login attempts (the rig); it isolates its state by its own visitors,
// accounts and applications. Only a test that needs other settings or harms its process (the
// insurer's address, a file-size limit on the process) starts a server of its own.

/** A worker's built server as the test files see it. */
export interface WorkerServer {
  readonly url: string;
  readonly port: string;
  /** Its DATA_DIR: the database and the outbox's mails. */
  readonly dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumEndpoint: string;
    /** One per worker: index VITEST_POOL_ID − 1. */
    workerServers: WorkerServer[];
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureBuilt();
  countStart('chromium');
  const workers = Math.max(1, Number(project.globalConfig.maxWorkers) || os.availableParallelism());
  const dataDirs = Array.from({ length: workers }, () =>
    fs.mkdtempSync(path.join(os.tmpdir(), 'rk-e2e-worker-')),
  );
  const [browser, ...servers] = await Promise.all([
    chromium.launchServer({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_FLAGS],
    }),
    ...dataDirs.map((dataDir) =>
      startBuiltServer({
        testRoutes: true,
        ownPublicUrl: true,
        env: {
          ADMIN_TOKEN: E2E_ADMIN_TOKEN,
          DATA_DIR: dataDir,
          UPLOAD_MAX_BYTES: String(E2E_UPLOAD_MAX_BYTES),
        },
      }),
    ),
  ]);
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  project.provide(
    'workerServers',
    servers.map((server, index) => ({
      url: server.url,
      port: server.port,
      dataDir: dataDirs[index] as string,
    })),
  );
  return async () => {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  };
}
