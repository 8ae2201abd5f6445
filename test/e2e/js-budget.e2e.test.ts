import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eServer, ensureBuilt, launchChromium, startE2eServer } from './e2e-server';
import { gzipKb, scriptsBeforeInteraction } from './landing-js';

// Issue 5 budget, as a size assertion (no timing): the JavaScript an ad landing page and a
// content page load before interaction stays at or below 100 kB gzip.

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  ensureBuilt();
  [server, browser] = await Promise.all([startE2eServer(), launchChromium()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('JavaScript budget before interaction', () => {
  it.each(['/rentenversicherung/lp/vergleichen', '/riester-rente'])(
    '%s loads at most 100 kB of gzip-compressed JavaScript',
    async (path) => {
      const scripts = await scriptsBeforeInteraction(browser, `${server.url}${path}`);
      expect(scripts.some((s) => s.url.includes('entry.client'))).toBe(true);
      const detail = scripts.map((s) => `${s.url} ${(s.gzipBytes / 1000).toFixed(2)}`).join(', ');
      expect(gzipKb(scripts), detail).toBeLessThanOrEqual(100);
    },
  );
});
