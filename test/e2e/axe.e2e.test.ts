import AxeBuilder from '@axe-core/playwright';
import type { BrowserContextOptions } from 'playwright';
import { describe, expect, it } from 'vitest';
import { setUpRig } from '../support/browser-rig';
import { hydrateByInteraction } from './landing-js';

// Axe-core on one page of each type, on a phone (the mobile device output, Lighthouse's
// Moto G user agent) and on a desktop: no serious or critical violation, WCAG 2.2 AA and axe's
// best practices, target size included.

const PAGES = {
  'main landing page': '/',
  'ad landing page (SEA)': '/rentenversicherung/lp/vergleichen',
  'ad sub-landing page': '/riester-rente/sl/tuev',
  'content page': '/riester-rente/foerderung',
  '404 page': '/gibt-es-nicht',
  'error screen': '/__test/render-error',
  'flow placeholder': '/onboarding-personal-data',
  'grades explanation': '/grades-explanation',
} as const;

const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const DEVICES: Record<string, BrowserContextOptions> = {
  phone: { viewport: { width: 390, height: 844 }, userAgent: MOBILE_UA, isMobile: true },
  desktop: { viewport: { width: 1280, height: 900 } },
};

const rig = setUpRig();

describe.each(Object.entries(DEVICES))('axe-core on a %s', (_device, options) => {
  it.each(Object.entries(PAGES))('%s (%s): no serious or critical violation', async (_, path) => {
    const context = await rig.browser.newContext(options);
    try {
      const page = await context.newPage();
      await page.goto(`${rig.server.url}${path}`);
      await hydrateByInteraction(page);
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      const grave = result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
      expect(grave).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
