import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, it } from 'vitest';
import { setUpRig } from '../support/browser-rig';
import { ROOT } from '../support/built-server';
import { hydrateByInteraction } from './landing-js';

// Screenshots for the README and for looking at the design:
// RK_SCREENSHOTS=1 npx vitest run test/e2e/screenshots.e2e.test.ts → docs/screenshots/*.png.
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const OUT = path.join(ROOT, 'docs/screenshots');

const SHOTS = [
  { name: 'landing', path: '/rentenversicherung/lp/vergleichen' },
  { name: 'content', path: '/riester-rente/foerderung' },
  { name: 'error', path: '/__test/render-error' },
] as const;
const WIDTHS = [390, 1280] as const;

// The result list at both widths and a tariff's details at 1280 px, each the top 1600 px.
const SEARCH = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&si=fondsgebunden';
const FLOW_SHOTS = [
  { name: 'result', width: 390 },
  { name: 'result', width: 1280 },
  { name: 'tariff-details', width: 1280 },
] as const;
const FLOW_HEIGHT = 1600;

describe.skipIf(process.env.RK_SCREENSHOTS !== '1')('screenshots', () => {
  beforeAll(() => {
    fs.mkdirSync(OUT, { recursive: true });
  });
  const rig = setUpRig();

  it.each(SHOTS.flatMap((shot) => WIDTHS.map((width) => [shot.name, shot.path, width] as const)))(
    '%s at %s, %i px wide',
    async (name, pagePath, width) => {
      const phone = width < 600;
      const context = await rig.browser.newContext({
        viewport: { width, height: phone ? 844 : 900 },
        ...(phone ? { userAgent: IPHONE, isMobile: true, hasTouch: true } : {}),
      });
      const page = await context.newPage();
      await page.goto(`${rig.server.url}${pagePath}`);
      await hydrateByInteraction(page);
      await page.screenshot({ path: path.join(OUT, `${name}-${width}.png`) });
      await context.close();
    },
  );

  it.each(FLOW_SHOTS.map((shot) => [shot.name, shot.width] as const))(
    '%s at %i px wide',
    async (name, width) => {
      const phone = width < 600;
      const context = await rig.browser.newContext({
        viewport: { width, height: phone ? 844 : 900 },
        ...(phone ? { userAgent: IPHONE, isMobile: true, hasTouch: true } : {}),
      });
      const page = await context.newPage();
      await page.goto(`${rig.server.url}/result?${SEARCH}`);
      await page.waitForSelector('html[data-hydrated="true"]');
      // The consent dialog would cover the list; the sticky compare bar sits at the image's bottom.
      await page.getByRole('button', { name: 'Nur notwendige' }).click();
      await page.setViewportSize({ width, height: FLOW_HEIGHT });
      if (name === 'tariff-details') {
        await page.locator('li.result a.result__details').first().click();
        await page.waitForURL((url) => url.pathname === '/tariff-details');
        await page.waitForLoadState('networkidle');
      }
      // On a phone the filters fill the first screens; show the list from its count down.
      if (phone) await page.locator('.results__count').evaluate((el) => el.scrollIntoView());
      await page.screenshot({ path: path.join(OUT, `${name}-${width}.png`) });
      await context.close();
    },
    60_000,
  );
});
