import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions } from 'playwright';
import { describe, expect, it } from 'vitest';
import { setUpRig } from '../support/browser-rig';
import { hydrateByInteraction } from './landing-js';

// Responsive from 360 to 1440 px — no horizontal scrolling, no layout
// shift (the CLS of Chromium's layout-shift entries while the page loads and hydrates).
// RK_SCREENSHOTS_DIR=/tmp/x also writes a full-page screenshot of each case there.

const PAGES = {
  landing: '/rentenversicherung/lp/vergleichen',
  content: '/riester-rente/foerderung',
  error: '/__test/render-error',
} as const;

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const phone = (width: number): BrowserContextOptions => ({
  viewport: { width, height: 780 },
  userAgent: IPHONE,
  isMobile: true,
  hasTouch: true,
});
const SCREENSHOTS_DIR = process.env.RK_SCREENSHOTS_DIR;
// The narrowest phone, a tablet and the widest desktop; with screenshots also 390 and 1280 px.
const DESKTOP = (width: number): BrowserContextOptions => ({ viewport: { width, height: 900 } });
const WIDTHS = new Map<number, BrowserContextOptions>([
  [360, phone(360)],
  [768, { viewport: { width: 768, height: 1024 } }],
  [1440, DESKTOP(1440)],
  ...(SCREENSHOTS_DIR === undefined
    ? []
    : ([
        [390, phone(390)],
        [1280, DESKTOP(1280)],
      ] as const)),
]);

const rig = setUpRig();

const cases = Object.entries(PAGES).flatMap(([name, pagePath]) =>
  [...WIDTHS.keys()].map((width) => [name, pagePath, width] as const),
);

describe('responsive layout, 360 to 1440 px', () => {
  it.each(cases)(
    '%s (%s) at %i px: no horizontal scrolling, no layout shift',
    async (name, pagePath, width) => {
      const context = await rig.browser.newContext(WIDTHS.get(width));
      try {
        const page = await context.newPage();
        await page.addInitScript(() => {
          const shifts = { value: 0 };
          (window as unknown as { __cls: { value: number } }).__cls = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) shifts.value += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(`${rig.server.url}${pagePath}`);
        // The pointer, not a key: a key press would exempt the next 500 ms from layout shifts.
        await hydrateByInteraction(page, 'pointer');
        await page.waitForLoadState('networkidle');
        const { scrollWidth, clientWidth, cls } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
          cls: (window as unknown as { __cls: { value: number } }).__cls.value,
        }));
        expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
        expect(cls).toBeLessThan(0.01);
        const dir = process.env.RK_SCREENSHOTS_DIR;
        if (dir !== undefined) {
          fs.mkdirSync(dir, { recursive: true });
          await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
        }
      } finally {
        await context.close();
      }
    },
  );
});
