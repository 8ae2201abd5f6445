import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { setUpRig } from '../support/browser-rig';
import { hydrated, IPHONE_UA, registerThroughLoginService, watchedPage } from './shell-kit';

// WCAG 2.1 AA of the shell's parts: axe-core on a content page with
// the consent banner and the campaign banners, and with the account menu open for a member.

const rig = setUpRig();

const seriousViolations = async (page: Page): Promise<string[]> => {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

describe('accessibility of the shell', () => {
  it.each([390, 1280])(
    'has no serious violation at %i px (consent banner, menu open)',
    async (width) => {
      const phone = width < 600;
      const { context, page } = await watchedPage(rig.browser, {
        viewport: { width, height: phone ? 844 : 900 },
        ...(phone ? { userAgent: IPHONE_UA, isMobile: true, hasTouch: true } : {}),
      });
      await page.goto(`${rig.server.url}/ruerup-rente/lp/vergleichen`);
      await hydrated(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Nur notwendige' }).click();
      await registerThroughLoginService(page, {
        firstName: 'Ada',
        lastName: 'Axe',
        email: `ada-${width}@example.org`,
        points: true,
      });
      await page.waitForURL(`${rig.server.url}/ruerup-rente/lp/vergleichen`);
      await hydrated(page);
      await page.locator('[data-account-state="loggedIn"] summary').click();
      await page.waitForSelector('.rk-points-badge');
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    },
    60_000,
  );
});
