import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { type BuiltServer, ensureBuilt, startBuiltServer } from './built-server';

// Debian's Chromium driven by Playwright (never a downloaded browser) against the production build.
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless, no GPU, nothing fetched or synced behind the test's back. */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium headless; Playwright gives every launch a fresh temporary user-data dir. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS] });

/** The built server (with its test routes, PUBLIC_URL its own address) for the browser tests. */
export const startE2eServer = (): Promise<BuiltServer> =>
  startBuiltServer({ testRoutes: true, ownPublicUrl: true });

export interface BrowserRig {
  readonly server: BuiltServer;
  readonly browser: Browser;
  stop(): Promise<void>;
}

/** Builds if needed, then starts the server and Chromium side by side. */
export const startRig = async (): Promise<BrowserRig> => {
  ensureBuilt();
  const [server, browser] = await Promise.all([startE2eServer(), launchChromium()]);
  return {
    server,
    browser,
    async stop() {
      await browser.close();
      await server.stop();
    },
  };
};

/** A browser test's time on a loaded 2-core machine: a first page of a cold server takes long. */
export const BROWSER_TEST_TIMEOUT_MS = 120_000;

/**
 * One rig for the test file (or the describe block it is called in): started before its tests,
 * stopped after them. Read `rig.server` and `rig.browser` inside the tests. The file's tests get
 * BROWSER_TEST_TIMEOUT_MS each.
 */
export const setUpRig = (timeoutMs = 120_000): BrowserRig => {
  vi.setConfig({ testTimeout: BROWSER_TEST_TIMEOUT_MS });
  let started: BrowserRig | undefined;
  const current = (): BrowserRig => {
    if (started === undefined) throw new Error('the browser rig is not started (beforeAll)');
    return started;
  };
  beforeAll(async () => {
    started = await startRig();
  }, timeoutMs);
  afterAll(async () => {
    await started?.stop();
  });
  return {
    get server() {
      return current().server;
    },
    get browser() {
      return current().browser;
    },
    stop: () => current().stop(),
  };
};

/** A phone: its user agent makes the server render the phone shell. */
export const PHONE_VIEW = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
} satisfies BrowserContextOptions;
export const DESKTOP_VIEW = {
  viewport: { width: 1280, height: 900 },
} satisfies BrowserContextOptions;

/**
 * A fresh context of the given width with the consent cookie (necessary only) and a page on
 * `path`, answered 200 and hydrated. The caller closes the context.
 */
export const openPage = async (
  rig: { readonly server: { readonly url: string }; readonly browser: Browser },
  path: string,
  { width }: { readonly width: number },
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await rig.browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'rk_consent', value: 'necessary', url: rig.server.url }]);
  const page = await context.newPage();
  const answer = await page.goto(`${rig.server.url}${path}`);
  expect(answer?.status()).toBe(200);
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
  return { context, page };
};
