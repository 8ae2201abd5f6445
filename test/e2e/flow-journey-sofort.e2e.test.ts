import { describe, expect, it } from 'vitest';
import { setUpRig } from '../support/browser-rig';
import {
  expectAccessible,
  expectResultList,
  expectStableEveryWay,
  finish,
  flowPage,
  LANDINGS,
  openLanding,
  shownRows,
  submitStep,
  useEntryWidget,
} from './flow-kit';
import { comparisonStep } from './flow-steps';

// The Sofortrente journey in Chromium against the production build, from the
// single-premium landing page's entry widget through /onboarding-sofort to the result list and
// the side-by-side comparison of two tariffs; reload and back/forward at every step; axe-core on
// each step. Fails on a console error, page error or CSP violation.

const rig = setUpRig(300_000);

describe('the Sofortrente journey (issue 7)', () => {
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
    const list = await shownRows(page);
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
