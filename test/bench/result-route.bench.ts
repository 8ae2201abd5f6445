import type { Browser } from 'playwright';
import { afterAll, bench, describe } from 'vitest';
import { gzipKb, hydrateByInteraction, scriptsBeforeInteraction } from '../e2e/landing-js';
import { launchChromium, startE2eServer } from '../support/browser-rig';
import { ensureBuilt } from '../support/built-server';
import { loadAverageLine } from './measure';

// The time from navigation to a rendered, hydrated result list in Chromium on
// loopback as a ratio to loading a landing page in the same run (median of RUNS, goal ≤ 2×), and
// the JavaScript of the result route before interaction, gzip level 9 (goal ≤ 150 kB). Printed,
// not asserted: timings on a shared 2-core machine are noisy.

const RUNS = 7;
const RATIO_GOAL = 2;
const JS_GOAL_KB = 150;
const LANDING = '/rentenversicherung/lp/vergleichen';
const RESULT = '/result?js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&si=fondsgebunden';

let report: string[] = [];

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? 0)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/**
 * Milliseconds from goto in a fresh context until `ready` is in the page and it is hydrated
 * (a landing page after a key press once `ready` is there).
 */
const timeTo = async (browser: Browser, url: string, ready: string): Promise<number> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const start = performance.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForSelector(ready, { timeout: 15_000 });
    // A landing page hydrates on the first interaction (web/boot): the visitor's key press.
    await hydrateByInteraction(page);
    return performance.now() - start;
  } finally {
    await context.close();
  }
};

const measure = async (): Promise<string[]> => {
  ensureBuilt();
  const [server, browser] = await Promise.all([startE2eServer(), launchChromium()]);
  try {
    // One warm-up each (server caches, Chromium's first context), then alternate the two pages.
    await timeTo(browser, `${server.url}${LANDING}`, 'main');
    await timeTo(browser, `${server.url}${RESULT}`, 'li.result');
    const landing: number[] = [];
    const result: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      landing.push(await timeTo(browser, `${server.url}${LANDING}`, 'main'));
      result.push(await timeTo(browser, `${server.url}${RESULT}`, 'li.result'));
    }
    const ratio = median(result) / median(landing);
    const { scripts } = await scriptsBeforeInteraction(browser, `${server.url}${RESULT}`, {
      width: 1280,
      height: 900,
    });
    const kb = gzipKb(scripts);
    return [
      `landing ${LANDING}: median ${median(landing).toFixed(0)} ms (${landing.map((t) => t.toFixed(0)).join(', ')})`,
      `result list: median ${median(result).toFixed(0)} ms (${result.map((t) => t.toFixed(0)).join(', ')})`,
      `ratio: result list / landing page = ${ratio.toFixed(2)}× (goal ≤ ${RATIO_GOAL}×; rounds ${result.map((t, i) => (t / (landing[i] ?? Number.NaN)).toFixed(2)).join(', ')}; ${loadAverageLine()})`,
      `ratio: result route JS = ${kb.toFixed(1)} kB gzip / ${JS_GOAL_KB} kB goal = ${(kb / JS_GOAL_KB).toFixed(2)}`,
      `js: ${RESULT}: ${kb.toFixed(1)} kB gzip before interaction (goal ≤ ${JS_GOAL_KB} kB)`,
      ...scripts.map(
        (s) =>
          `  ${s.url}: ${(s.bytes / 1000).toFixed(1)} kB, gzip ${(s.gzipBytes / 1000).toFixed(2)} kB`,
      ),
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
};

describe('the result route in Chromium (issue 7 budgets, production build)', () => {
  bench(
    'navigation to a rendered result list vs a landing page, and its JavaScript',
    async () => {
      report = await measure();
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});

afterAll(() => {
  process.stdout.write(`\nResult route:\n${report.join('\n')}\n`);
});
