import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eServer, ensureBuilt, launchChromium, startE2eServer } from './e2e-server';
import { gzipKb, scriptsBeforeInteraction } from './landing-js';

// Issue 5 budget, as a size assertion (no timing): the JavaScript an ad landing page and a
// content page load before interaction. The goal is 100 kB gzip and is NOT reached yet (120.0 kB on
// 22 Nov 2026: react-dom, react-router, react and scheduler alone are 92.7 kB; see the issue note).
// Until it is, this test is a ratchet that stops any growth; lower LIMIT_KB with every saving.
const GOAL_KB = 100;
const LIMIT_KB = 121;

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
    `%s loads at most ${LIMIT_KB} kB of gzip-compressed JavaScript (goal ${GOAL_KB} kB)`,
    async (path) => {
      const scripts = await scriptsBeforeInteraction(browser, `${server.url}${path}`);
      expect(scripts.some((s) => s.url.includes('entry.client'))).toBe(true);
      const detail = scripts.map((s) => `${s.url} ${(s.gzipBytes / 1000).toFixed(2)}`).join(', ');
      expect(gzipKb(scripts), detail).toBeLessThanOrEqual(LIMIT_KB);
    },
  );
});
