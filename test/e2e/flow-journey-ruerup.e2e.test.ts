import type { Page } from 'playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpRig } from '../support/browser-rig';
import { finish, flowPage, LANDINGS } from './flow-kit';
import {
  comparisonStep,
  contributionStep,
  investmentStep,
  personalDataStep,
  productStep,
} from './flow-steps';
import { moveServerClock } from './shell-kit';

// The Rürup journey in Chromium against the production build, from the Rürup landing
// page's entry widget to the side-by-side comparison of three tariffs; reload and back/forward
// at every step. SPEC §4, narrowed: on 22 November (inside every year-end period) the steps of a
// Rürup search show one banner, the Rürup one (one deadline), and never the 5 December one.

const NOW = '2026-11-22T09:00:00Z';
const YEAR_END = 'Jahresendspurt: Jetzt noch für 2026 Steuervorteile sichern';
const RUERUP = 'Rürup-Jahresendspurt: Steuervorteil für 2026 nur noch bis zum 30.12.';

const rig = setUpRig(300_000);
beforeAll(async () => {
  await moveServerClock(rig.server.url, { set: NOW });
});

/** The titles of the campaign banners the shell shows, once they have settled. */
const expectBanners = async (page: Page, titles: readonly string[]): Promise<void> => {
  const shown = page.locator('.campaign-banners .rk-campaign-banner__title');
  await expect.poll(() => shown.allTextContents(), { timeout: 5_000 }).toEqual([...titles]);
};

describe('the Rürup journey (issue 7)', () => {
  it('landing widget → four steps → comparison of three, with the Rürup banners on the steps', async () => {
    const flow = await flowPage(rig.browser, rig.server.url);
    await flow.page.clock.install({ time: new Date(NOW) });
    await personalDataStep(flow, LANDINGS.ruerup);
    await flow.page.goBack();
    await flow.page.waitForURL((url) => url.pathname === '/onboarding-personal-data');
    // Before the product is chosen: no tax promise unless the search is already a Rürup one.
    const searched = new URL(flow.page.url()).searchParams.get('pt');
    await expectBanners(flow.page, searched === 'ruerup' ? [RUERUP] : []);
    await flow.page.goForward();
    await flow.page.waitForURL((url) => url.pathname === '/onboarding-product-selection');
    await productStep(flow, 'ruerup', () => expectBanners(flow.page, [RUERUP]));
    await contributionStep(flow, { monthly: '200', expectedMp: '200' });
    await expectBanners(flow.page, [RUERUP]);
    const list = await investmentStep(flow, '0');
    await expectBanners(flow.page, [RUERUP]);
    await comparisonStep(flow, list, 3);
    await expectBanners(flow.page, [RUERUP]);
    await finish(flow);
  }, 180_000);

  it('shows the one Rürup banner on a step of a Rürup search opened directly (server-rendered)', async () => {
    const flow = await flowPage(rig.browser, rig.server.url);
    await flow.page.clock.install({ time: new Date(NOW) });
    await flow.context.route('**/api/campaign-banners*', (route) => route.abort());
    await flow.page.goto(
      `${rig.server.url}/onboarding-investment-selection?js=Angestellter&bd=1985-04-12&pt=ruerup&mp=200`,
    );
    await expectBanners(flow.page, [RUERUP]);
    await flow.page.goto(
      `${rig.server.url}/onboarding-investment-selection?js=Angestellter&bd=1985-04-12&pt=riester&mp=200`,
    );
    await expectBanners(flow.page, [YEAR_END]);
    await finish(flow);
  }, 60_000);
});
