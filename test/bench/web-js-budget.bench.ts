import { afterAll, bench, describe } from 'vitest';
import { ensureBuilt, launchChromium, startE2eServer } from '../e2e/e2e-server';
import { gzipKb, scriptsBeforeInteraction } from '../e2e/landing-js';

// Issue 5 budget: the JavaScript a landing page loads before interaction — every script the
// page requests until it is hydrated and the network is idle, without user input, each body
// gzip-compressed here with node:zlib (level 9). Goal: at most 100 kB (1 kB = 1000 bytes).

const GOAL_KB = 100;
const PAGES = ['/rentenversicherung/lp/vergleichen', '/riester-rente/sl/tuev', '/riester-rente'];

let report: string[] = [];

const measure = async (): Promise<string[]> => {
  ensureBuilt();
  const [server, browser] = await Promise.all([startE2eServer(), launchChromium()]);
  try {
    const lines: string[] = [];
    for (const path of PAGES) {
      const scripts = await scriptsBeforeInteraction(browser, `${server.url}${path}`);
      const kb = gzipKb(scripts);
      lines.push(
        `js: ${path}: ${kb.toFixed(1)} kB gzip before interaction (goal ≤ ${GOAL_KB} kB)`,
        ...scripts.map(
          (s) =>
            `  ${s.url}: ${(s.bytes / 1000).toFixed(1)} kB, gzip ${(s.gzipBytes / 1000).toFixed(2)} kB`,
        ),
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
    'scripts requested until hydrated and network idle',
    async () => {
      report = await measure();
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});

afterAll(() => {
  process.stdout.write(`\nJavaScript budget:\n${report.join('\n')}\n`);
});
