import type { Browser } from 'playwright';
import { afterAll, beforeAll, vi } from 'vitest';
import { BROWSER_TEST_TIMEOUT_MS, connectChromium } from './browser-rig';
import { ensureBuilt } from './built-server';
import { startTestServer, type TestServer } from './test-server';

export interface InProcessRig {
  readonly server: TestServer;
  readonly browser: Browser;
}

/**
 * The in-process test server (its own SQLite file, removed after; PUBLIC_URL its own address, the
 * built-in login service) and Chromium for the test file, against the production web build. Read
 * `rig.server` and `rig.browser` inside the tests.
 */
export const setUpInProcessRig = (timeoutMs = 120_000): InProcessRig => {
  vi.setConfig({ testTimeout: BROWSER_TEST_TIMEOUT_MS });
  let started: InProcessRig | undefined;
  const current = (): InProcessRig => {
    if (started === undefined) throw new Error('the in-process rig is not started (beforeAll)');
    return started;
  };
  beforeAll(async () => {
    ensureBuilt();
    const [server, browser] = await Promise.all([
      startTestServer({
        removeDataDir: true,
        config: (origin) => ({ publicUrl: origin, loginUrl: `${origin}/login` }),
      }),
      connectChromium(),
    ]);
    started = { server, browser };
  }, timeoutMs);
  afterAll(async () => {
    await started?.browser.close();
    await started?.server.close();
  });
  return {
    get server() {
      return current().server;
    },
    get browser() {
      return current().browser;
    },
  };
};
