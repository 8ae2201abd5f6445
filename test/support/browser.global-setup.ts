import { chromium } from 'playwright';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, E2E_ADMIN_TOKEN } from './browser-rig';
import { ensureBuilt, startBuiltServer } from './built-server';
import { countStart } from './run-counts';

// The browser project's shared things, started once per run before any worker: one Chromium
// (Debian's, headless; the test files connect to it and open a fresh context per test) and one
// built server for the journeys that only read pages (test routes on, PUBLIC_URL its own
// address, the admin API on). Journeys that move the server's clock, read server-wide state or
// need other settings start a server of their own (setUpRig({ ownServer: true }) and the
// application rigs).

/** The shared built server as the test files see it. */
export interface SharedServer {
  readonly url: string;
  readonly port: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumEndpoint: string;
    sharedServer: SharedServer;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureBuilt();
  countStart('chromium');
  const [browser, server] = await Promise.all([
    chromium.launchServer({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_FLAGS],
    }),
    startBuiltServer({
      testRoutes: true,
      ownPublicUrl: true,
      env: { ADMIN_TOKEN: E2E_ADMIN_TOKEN },
    }),
  ]);
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  project.provide('sharedServer', { url: server.url, port: server.port });
  return async () => {
    await browser.close();
    await server.stop();
  };
}
