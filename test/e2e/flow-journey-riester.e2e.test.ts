import { describe, expect, it } from 'vitest';
import { setUpRig } from '../support/browser-rig';
import { finish, flowPage, LANDINGS } from './flow-kit';
import {
  comparisonStep,
  contributionStep,
  investmentStep,
  personalDataStep,
  productStep,
} from './flow-steps';

// The Riester journey with a spouse and two children in Chromium against the production
// build, from the Riester landing page's entry widget to the side-by-side comparison of two
// tariffs; reload and back/forward at every step; the allowances and the Mindesteigenbeitrag as
// the engine computes them (§§ 84–86 EStG). Fails on a console error, page error or CSP violation.

const rig = setUpRig(300_000);

describe('the Riester journey (issue 7)', () => {
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
