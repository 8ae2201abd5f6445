import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright';

/** One script the page requested before any user input, with its gzip size (node:zlib, level 9). */
export interface LoadedScript {
  readonly url: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

/**
 * The JavaScript a page loads before interaction (issue 5 budget): every script requested from
 * the navigation until the page is hydrated and the network has been idle for half a second,
 * with no input from the user. Each body is gzip-compressed here, independent of the server.
 */
export const scriptsBeforeInteraction = async (
  browser: Browser,
  url: string,
  viewport: { readonly width: number; readonly height: number } = { width: 390, height: 844 },
): Promise<LoadedScript[]> => {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
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
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(pending);
    return scripts.filter((s): s is LoadedScript => s !== null);
  } finally {
    await context.close();
  }
};

/** The sum of the scripts' gzip sizes in kB (1 kB = 1000 bytes, as Vite prints them). */
export const gzipKb = (scripts: readonly LoadedScript[]): number =>
  scripts.reduce((sum, s) => sum + s.gzipBytes, 0) / 1000;
