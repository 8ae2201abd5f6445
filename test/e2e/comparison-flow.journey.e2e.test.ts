import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpRig } from '../support/browser-rig';
import {
  expectAccessible,
  expectResultList,
  expectStableEveryWay,
  fillPersonalData,
  finish,
  flowPage,
  LANDINGS,
  listedRows,
  openLanding,
  shownRows,
  submitStep,
  useEntryWidget,
} from './flow-kit';
import {
  comparisonStep,
  contributionStep,
  investmentStep,
  personalDataStep,
  productStep,
} from './flow-steps';
import { moveServerClock } from './shell-kit';

// The comparison flow of every product in Chromium against the production build: an invalid URL
// value and the whole flow without JavaScript, then the journeys of schicht3, Riester, Rürup and
// the Sofortrente from the landing page's entry widget to the side-by-side comparison, with reload
// and back/forward at every step. The Rürup journey moves the worker server's clock (and back).

const rig = setUpRig();

describe('flow-journey: the onboarding steps (issue 7) in Chromium', () => {
  // An invalid URL value on a step, and the whole journey without JavaScript up to the
  // result list, in Chromium against the production build. The journeys of each product with
  // JavaScript are the flow-journey-<product> describes below.

  it('an invalid URL value: the German message and a way back to a valid state', async () => {
    const flow = await flowPage(rig.browser, rig.server.url);
    const { page } = flow;
    await page.goto(
      `${rig.server.url}/onboarding-contribution?js=Angestellter&bd=1985-04-12&pt=ruerup&pi=vielleicht`,
    );
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.getByRole('alert').textContent()).toContain(
      'Der Wert „vielleicht“ ist weder 1 (ja) noch 0 (nein).',
    );
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Ohne diese Angabe fortfahren' }).click();
    await page.waitForURL((url) => url.search === '?js=Angestellter&bd=1985-04-12&pt=ruerup');
    await flow.field('contribution').waitFor({ state: 'visible' });
    expect(await page.getByRole('alert').count()).toBe(0);
    await finish(flow);
  });

  it('works without JavaScript up to the result list', async () => {
    const context = await rig.browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([{ name: 'rk_consent', value: 'f', url: rig.server.url }]);
    const page = await context.newPage();
    const field = (name: string) => page.locator(`[name="${name}"]`);
    const radio = (name: string, value: string) =>
      page.locator(`input[name="${name}"][value="${value}"]`);
    const query = (): URLSearchParams => new URL(page.url()).searchParams;
    await page.goto(`${rig.server.url}${LANDINGS.schicht3}`);
    await page.getByLabel('Geburtsdatum').fill('12.04.1985');
    await page.getByLabel('Berufliche Situation').selectOption('Angestellter');
    await page.getByRole('button', { name: 'Jetzt vergleichen' }).click();
    await page.waitForURL(/\/onboarding-personal-data\?/);
    await fillPersonalData({ field, radio }, { married: true, children: ['01.03.2015'] });
    const next = async (path: string): Promise<void> => {
      await page.locator('.step-form button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === path);
    };
    await next('/onboarding-product-selection');
    await radio('productType', 'schicht3').check();
    await next('/onboarding-contribution');
    await radio('paymentPeriod', 'yearly').check();
    await field('contribution').fill('1.200');
    await next('/onboarding-investment-selection');
    expect(query().get('mp')).toBe('100');
    expect(query().get('pp')).toBe('yearly');
    await radio('investmentType', 'klassisch').check();
    await next('/result');
    expect(await page.getByTestId('result-count').textContent()).toMatch(/von/);
    expect(await page.locator('.result').count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('flow-journey-schicht3: the schicht3 journey (issue 7)', () => {
  // The schicht3 journey in Chromium against the production build, from the landing
  // page's entry widget through every step to the side-by-side comparison of three tariffs;
  // reload and back/forward at every step. Fails on a console error, page error or CSP violation.

  it('landing widget → four steps → result list → comparison of three, stable every way', async () => {
    const flow = await flowPage(rig.browser, rig.server.url, { axe: true });
    await personalDataStep(flow, LANDINGS.schicht3);
    await productStep(flow, 'schicht3');
    await contributionStep(flow, { monthly: '150', expectedMp: '150' });
    const list = await investmentStep(flow, '0');
    await comparisonStep(flow, list, 3);
    await finish(flow);
  }, 180_000);
});

describe('flow-journey-riester: the Riester journey (issue 7)', () => {
  // The Riester journey with a spouse and two children in Chromium against the production
  // build, from the Riester landing page's entry widget to the side-by-side comparison of two
  // tariffs; reload and back/forward at every step; the allowances and the Mindesteigenbeitrag as
  // the engine computes them (§§ 84–86 EStG). Fails on a console error, page error or CSP violation.

  it('married, two children: allowances, Mindesteigenbeitrag prefilled, 100 % guarantee, comparison of two', async () => {
    const flow = await flowPage(rig.browser, rig.server.url, { axe: true });
    await personalDataStep(flow, LANDINGS.riester, {
      married: true,
      children: ['01.03.2015', '20.08.2019'],
    });
    expect(flow.query().get('cb')).toBe('2015-03-01,2019-08-20');
    expect(flow.query().get('noc')).toBe('2');
    expect(flow.query().get('sjb')).toBe('Nicht oder geringfügig Erwerbstätiger');
    // 2 × 175 € Grundzulage (the spouse is mittelbar) + 2 × 300 € Kinderzulage = 950 €;
    // 4 % of 60,000 € capped at 2,100 € minus 950 € = 1,150 € (§§ 84–86 EStG).
    const { page } = flow;
    expect(await page.getByTestId('riester-allowances').textContent()).toBe('950\u00a0€');
    expect(await page.getByTestId('riester-minimum').textContent()).toBe('1.150\u00a0€');
    await productStep(flow, 'riester', async () => {
      expect(await page.getByTestId('riester-suggestion').textContent()).toContain('1.150');
      // The suggestion is prefilled: 1,150 € ÷ 12 rounded up to the cent.
      expect(await flow.field('contribution').inputValue()).toBe('95,84');
    });
    await contributionStep(flow, { monthly: null, expectedMp: '95.84' });
    const list = await investmentStep(flow, '100');
    await comparisonStep(flow, list, 2);
    await finish(flow);
  }, 180_000);
});

describe('flow-journey-ruerup: the Rürup journey (issue 7)', () => {
  // The Rürup journey in Chromium against the production build, from the Rürup landing
  // page's entry widget to the side-by-side comparison of three tariffs; reload and back/forward
  // at every step. SPEC §4, narrowed: on 22 November (inside every year-end period) the steps of a
  // Rürup search show one banner, the Rürup one (one deadline), and never the 5 December one.

  const NOW = '2026-11-22T09:00:00Z';
  const YEAR_END = 'Jahresendspurt: Jetzt noch für 2026 Steuervorteile sichern';
  const RUERUP = 'Rürup-Jahresendspurt: Steuervorteil für 2026 nur noch bis zum 30.12.';

  beforeAll(async () => {
    await moveServerClock(rig.server.url, { set: NOW });
  });
  // The journey's server goes on serving the other flows: its own clock again.
  afterAll(async () => {
    await moveServerClock(rig.server.url, { reset: true });
  });

  /** The titles of the campaign banners the shell shows, once they have settled. */
  const expectBanners = async (page: Page, titles: readonly string[]): Promise<void> => {
    const shown = page.locator('.campaign-banners .rk-campaign-banner__title');
    await expect.poll(() => shown.allTextContents(), { timeout: 5_000 }).toEqual([...titles]);
  };

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

describe('flow-journey-sofort: the Sofortrente journey (issue 7)', () => {
  // The Sofortrente journey in Chromium against the production build, from the
  // single-premium landing page's entry widget through /onboarding-sofort to the result list and
  // the side-by-side comparison of two tariffs; reload and back/forward at every step; axe-core on
  // each step. Fails on a console error, page error or CSP violation.

  it('landing widget → /onboarding-sofort → result list → comparison of two, stable every way', async () => {
    const flow = await flowPage(rig.browser, rig.server.url);
    const { page, field } = flow;
    await openLanding(flow, LANDINGS.sofort);
    await useEntryWidget(flow, { birthday: '03.02.1955', job: 'Beamter', sofort: true });
    expect(flow.query().get('birthday')).toBe('1955-02-03');
    await expectStableEveryWay(
      flow,
      async () => {
        expect(await page.title()).toBe('Sofort-Rente Vergleich');
        expect(await field('birthday').inputValue()).toBe('03.02.1955');
      },
      { path: LANDINGS.sofort },
    );
    await expectAccessible(page);

    await field('oneTimePayment').pressSequentially('50.000');
    const starts = await field('insuranceStart')
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(starts.length).toBeGreaterThan(1);
    await field('insuranceStart').selectOption(starts[1] ?? '');
    await field('pensionGuaranteePeriod').selectOption('5');
    await submitStep(flow, '/result');
    const list = await listedRows(page);
    await expectStableEveryWay(
      flow,
      async () => {
        expect(flow.query().get('pt')).toBe('sofort');
        expect(flow.query().get('otp')).toBe('50000');
        expect(flow.query().get('is')).toBe(starts[1]);
        expect(flow.query().get('pgp')).toBe('5');
        await expectResultList(page);
        expect(await shownRows(page)).toEqual(list);
      },
      {
        path: '/onboarding-sofort',
        check: async () => {
          expect(await field('oneTimePayment').inputValue()).toBe('50.000');
          expect(await field('insuranceStart').inputValue()).toBe(starts[1]);
          expect(await field('pensionGuaranteePeriod').inputValue()).toBe('5');
        },
      },
    );
    // A single premium: every row shows it, none has Effektivkosten (SPEC §3 sofort).
    expect(list.every((row) => row.effectiveCosts === '–')).toBe(true);
    await expectAccessible(page);

    await comparisonStep(flow, list, 2);
    await expectAccessible(page);
    await finish(flow);
  }, 180_000);
});
