import type { Browser } from 'playwright';
import { afterAll, bench, describe } from 'vitest';
import {
  gzipKb,
  hydrateByInteraction,
  type LoadedScript,
  recordScripts,
  scriptsBeforeInteraction,
} from '../e2e/landing-js';
import { launchChromium, startE2eServer } from '../support/browser-rig';
import { ensureBuilt } from '../support/built-server';

// The JavaScript a landing page loads before interaction — every script the
// page requests until the load event and half a second without network traffic, without user
// input, each body gzip-compressed here with node:zlib (level 9). Goal: at most 100 kB (1 kB =
// 1000 bytes). Printed per page and per chunk, and what the first interaction adds (React).

const GOAL_KB = 100;
const PAGES = ['/rentenversicherung/lp/vergleichen', '/riester-rente/sl/tuev', '/riester-rente'];

let report: string[] = [];

/** The scripts the first interaction (a key press) loads on top: the React entry and the route. */
const scriptsOfHydration = async (browser: Browser, url: string): Promise<LoadedScript[]> => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const loaded = recordScripts(page);
    await hydrateByInteraction(page);
    await page.waitForLoadState('networkidle');
    return loaded();
  } finally {
    await context.close();
  }
};

const chunkLines = (scripts: readonly LoadedScript[]): string[] =>
  scripts.map(
    (s) =>
      `  ${s.url}: ${(s.bytes / 1000).toFixed(1)} kB, gzip ${(s.gzipBytes / 1000).toFixed(2)} kB`,
  );

const measure = async (): Promise<string[]> => {
  ensureBuilt();
  const [server, browser] = await Promise.all([startE2eServer(), launchChromium()]);
  try {
    const lines: string[] = [];
    for (const path of PAGES) {
      const { scripts, hydrated } = await scriptsBeforeInteraction(browser, `${server.url}${path}`);
      const later = await scriptsOfHydration(browser, `${server.url}${path}`);
      lines.push(
        `js: ${path}: ${gzipKb(scripts).toFixed(1)} kB gzip before interaction (goal ≤ ${GOAL_KB} kB), ${hydrated ? 'hydrated' : 'not hydrated'} before it`,
        ...chunkLines(scripts),
        `  on the first interaction, ${gzipKb(later).toFixed(1)} kB gzip more:`,
        ...chunkLines(later),
      );
    }
    return lines;
  } finally {
    await browser.close();
    await server.stop();
  }
};

describe('JavaScript of a landing page before interaction (Chromium, production build)', () => {
  bench(
    'scripts requested until load and network idle, without input',
    async () => {
      report = await measure();
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});

afterAll(() => {
  process.stdout.write(`\nJavaScript budget:\n${report.join('\n')}\n`);
});
