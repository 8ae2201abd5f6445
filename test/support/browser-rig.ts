import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Download,
  type Page,
} from 'playwright';
import { afterAll, beforeAll, expect, inject, vi } from 'vitest';
import type { WorkerServer } from './browser.global-setup';
import { type BuiltServer, ensureBuilt, startBuiltServer } from './built-server';
import { countStart } from './run-counts';

// Debian's Chromium driven by Playwright (never a downloaded browser) against the production build.
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Headless, no GPU, nothing fetched or synced behind the test's back. Chromium 156 also opens two
 * WebUI renderers (the omnibox popups, chrome://omnibox-popup.top-chrome/) for every window, so
 * for every browser context: a context with a landing page took 1.86 s and 1.3 s of Chromium's CPU
 * with them, 1.08 s and 0.81 s without them and the extensions (28 Nov 2026, quiet 2-core machine,
 * 12 contexts each). A page never sees the difference. Chromium reads only the last
 * --disable-features, so this one repeats Playwright's own list (playwright-core 1.65.1,
 * chromiumSwitches) before the omnibox popups.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];
const OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUPS].join(',')}`,
];

/** The admin API's bearer token of the browser tests' servers (at least 32 characters). */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-with-more-than-32-characters';

/** A Chromium of the caller's own (headless; Playwright gives it a fresh temporary user-data dir). */
export const launchChromium = (): Promise<Browser> => {
  countStart('chromium');
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS],
  });
};

/**
 * The run's one Chromium (started by the browser project's globalSetup), connected: `close()`
 * closes this connection's contexts, not the browser. Outside the browser project (a benchmark,
 * a file run on its own elsewhere) a Chromium of its own.
 */
export const connectChromium = (): Promise<Browser> => {
  const endpoint = inject('chromiumEndpoint');
  return endpoint === undefined ? launchChromium() : chromium.connect(endpoint);
};

/** The upload cap (UPLOAD_MAX_BYTES) of the browser tests' servers: a file over it is a few MB. */
export const E2E_UPLOAD_MAX_BYTES = 4 * 1024 * 1024;

/** The built server (with its test routes, PUBLIC_URL its own address) for the browser tests. */
export const startE2eServer = (env: Readonly<Record<string, string>> = {}): Promise<BuiltServer> =>
  startBuiltServer({
    testRoutes: true,
    ownPublicUrl: true,
    env: { ADMIN_TOKEN: E2E_ADMIN_TOKEN, UPLOAD_MAX_BYTES: String(E2E_UPLOAD_MAX_BYTES), ...env },
  });

/** The server a rig's tests talk to: its loopback address. */
export interface RigServer {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly port: string;
}

export interface BrowserRig {
  readonly server: RigServer;
  readonly browser: Browser;
  stop(): Promise<void>;
}

export interface RigOptions {
  /** How long starting may take (ms). */
  readonly timeoutMs?: number;
}

/**
 * This worker's built server (the browser project's globalSetup starts one per worker), or
 * undefined outside that project (a benchmark, a file run elsewhere).
 */
export const workerServer = (): WorkerServer | undefined => {
  const servers = inject('workerServers');
  const id = Number(process.env.VITEST_POOL_ID ?? '0');
  return servers?.[id - 1];
};

const testRoute = async (url: string, route: string, body: unknown): Promise<void> => {
  const answer = await fetch(`${url}/api/__test/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${route}: ${answer.status} ${await answer.text()}`);
};

/**
 * A worker's server as a fresh one for the file starting on it: the real clock again (a file
 * before it may have failed while the clock was moved) and no login attempts counted (the login
 * service allows 10 a client address in 10 minutes; every browser test comes from 127.0.0.1).
 */
export const freshen = async (server: RigServer): Promise<void> => {
  await testRoute(server.url, 'clock', { reset: true });
  await testRoute(server.url, 'fresh-limits', {});
};

/** The shared Chromium and this worker's server (outside the browser project: its own). */
export const startRig = async (): Promise<BrowserRig> => {
  const shared = workerServer();
  if (shared !== undefined) {
    const [browser] = await Promise.all([connectChromium(), freshen(shared)]);
    return { server: shared, browser, stop: () => browser.close() };
  }
  ensureBuilt();
  const [server, browser] = await Promise.all([startE2eServer(), connectChromium()]);
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
 * BROWSER_TEST_TIMEOUT_MS each. A number is the start's timeout (ms), as before options.
 */
export const setUpRig = (options: number | RigOptions = {}): BrowserRig => {
  const { timeoutMs = 120_000 } = typeof options === 'number' ? { timeoutMs: options } : options;
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

/**
 * A download's bytes. The run's Chromium is shared and connected to, so Playwright keeps no
 * local file (`download.path()` refuses remote browsers): the bytes come through its stream.
 */
export const downloadedBytes = async (download: Download): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
