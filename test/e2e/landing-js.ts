import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright';
import { ROOT } from '../support/built-server';

/**
 * The URL path of the hydrating entry (web/entry.client.tsx) in the production build, from Vite's
 * manifest: client chunks are named by their hash alone, so no file name says "entry.client".
 */
export const entryClientPath = (): string => {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'dist/client/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { readonly file: string }>;
  const entry = manifest['web/entry.client.tsx'];
  if (entry === undefined) throw new Error('web/entry.client.tsx is not in the manifest');
  return `/${entry.file}`;
};

/** One script the page requested before any user input, with its gzip size (node:zlib, level 9). */
export interface LoadedScript {
  readonly url: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

/** What a page loaded without input, and whether it hydrated all the same. */
export interface PageLoad {
  readonly scripts: LoadedScript[];
  readonly hydrated: boolean;
}

const isHydrated = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

/**
 * Records every script the page receives from now on, each body gzip-compressed here (level 9),
 * independent of the server; the returned function answers the scripts received so far.
 */
export const recordScripts = (page: Page): (() => Promise<LoadedScript[]>) => {
  const pending: Promise<LoadedScript | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => ({
          url: new URL(response.url()).pathname,
          bytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        }))
        .catch(() => null),
    );
  });
  return async () => (await Promise.all(pending)).filter((s): s is LoadedScript => s !== null);
};

/**
 * The JavaScript a page loads before interaction: every script requested from
 * the navigation until the load event and half a second without network traffic, with no input
 * from the user. Each body is gzip-compressed here, independent of the server.
 */
export const scriptsBeforeInteraction = async (
  browser: Browser,
  url: string,
  viewport: { readonly width: number; readonly height: number } = { width: 390, height: 844 },
  options: { readonly hydratesAtArrival?: boolean } = {},
): Promise<PageLoad> => {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const loaded = recordScripts(page);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    if (options.hydratesAtArrival === true) {
      // On a loaded machine hydration may end after the network is idle: wait for it (or give up).
      await page
        .waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 })
        .catch(() => undefined);
    }
    return { scripts: await loaded(), hydrated: await isHydrated(page) };
  } finally {
    await context.close();
  }
};

/** Waits until React has hydrated the page (the entry marks the document). */
export const untilHydrated = async (page: Page): Promise<void> => {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
};

/**
 * A content or landing page hydrates on the first sign of interaction (web/boot): this gives one
 * the way a visitor would — a key press (no hover or focus left behind), or the pointer moving
 * onto the page — and waits until the page is hydrated. Harmless on a page hydrated at arrival.
 */
export const hydrateByInteraction = async (
  page: Page,
  how: 'pointer' | 'keyboard' = 'keyboard',
): Promise<void> => {
  if (how === 'pointer') {
    await page.mouse.move(2, 2);
    await page.mouse.move(4, 4);
  } else {
    await page.keyboard.press('Shift');
  }
  await untilHydrated(page);
};

/** The sum of the scripts' gzip sizes in kB (1 kB = 1000 bytes, as Vite prints them). */
export const gzipKb = (scripts: readonly LoadedScript[]): number =>
  scripts.reduce((sum, s) => sum + s.gzipBytes, 0) / 1000;
