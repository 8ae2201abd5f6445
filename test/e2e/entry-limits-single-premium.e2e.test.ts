import { describe, expect, it } from 'vitest';
import { setUpRig } from '../support/browser-rig';
import {
  expectAccessible,
  finish,
  flowPage,
  LANDINGS,
  openLanding,
  submitStep,
  useEntryWidget,
} from './flow-kit';

// Issue 16 items 4, 5 and 8 in Chromium against the production build: the contribution step
// refuses amounts no tariff takes, the single premium of a 40-year-old leads to the deferred
// s3einmalzahlung, and the Sofortrente list has its own title and figures.

const rig = setUpRig(300_000);
const SHOTS = process.env.RK_ENTRY_SHOTS;

const shoot = async (flow: { page: import('playwright').Page }, name: string): Promise<void> => {
  if (SHOTS === undefined) return;
  for (const width of [390, 1280]) {
    await flow.page.setViewportSize({ width, height: 900 });
    await flow.page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
};

describe('the way into the comparison (issue 16)', () => {
  it('item 4: 5 € and 99.999 € a month are refused at the field with the catalogue range', async () => {
    const flow = await flowPage(rig.browser, rig.server.url);
    const { page, field } = flow;
    const step = '/onboarding-contribution?js=Angestellter&bd=1985-04-12&pt=schicht3';
    await page.goto(`${flow.base}${step}`);
    for (const amount of ['5', '99.999']) {
      await field('contribution').fill(amount);
      await page.locator('.step-form button[type="submit"]').click();
      await expect
        .poll(() => page.locator('.step-form').textContent())
        .toContain(
          'Bitte geben Sie einen Beitrag zwischen 25\u00a0€ und 5.000\u00a0€ im Monat ein.',
        );
      expect(new URL(page.url()).pathname).toBe('/onboarding-contribution');
    }
    await expect.poll(() => field('contribution').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);
    await shoot(flow, 'contribution-limits');
    await field('contribution').fill('150');
    await submitStep(flow, '/onboarding-investment-selection');
    await finish(flow);
  });

  it('item 5: a 40-year-old with a single premium reaches the deferred s3einmalzahlung tariffs', async () => {
    const flow = await flowPage(rig.browser, rig.server.url);
    const { page, field } = flow;
    await openLanding(flow, LANDINGS.sofort);
    await useEntryWidget(flow, { birthday: '12.04.1986', job: 'Angestellter', sofort: true });
    expect(await page.locator('input[name="pensionTiming"][value="spaeter"]').isChecked()).toBe(
      true,
    );
    await expect.poll(() => field('retirementAge').isVisible()).toBe(true);
    await expectAccessible(page);
    await shoot(flow, 'single-premium-step');
    await field('oneTimePayment').fill('20.000');
    await submitStep(flow, '/result');
    expect(flow.query().get('pt')).toBe('s3einmalzahlung');
    expect(flow.query().get('ra')).toBe('67');
    await expect.poll(() => page.locator('li.result').count()).toBeGreaterThan(0);
    expect(await page.title()).toBe('Sofort-Rente Vergleich');
    expect(await page.locator('li.result').first().textContent()).toContain(
      'Kapital zum Rentenbeginn',
    );
    await finish(flow);
  });

  it('item 8: the Sofortrente list is "Sofort-Rente Vergleich" without capital, guarantee or fund filters', async () => {
    const flow = await flowPage(rig.browser, rig.server.url);
    const { page } = flow;
    await page.goto(
      `${flow.base}/result?pt=sofort&bd=1960-05-01&otp=50000&pgp=10&psi=1&pp=oneTime`,
    );
    await expect.poll(() => page.locator('li.result').count()).toBeGreaterThan(0);
    expect(await page.title()).toBe('Sofort-Rente Vergleich');
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toContain('Kapital zum Rentenbeginn');
    expect(text).not.toContain('Beitragsgarantie');
    expect(text).not.toContain('ETF-Auswahl möglich');
    expect(text).not.toContain('Nachhaltigkeit der Fonds');
    expect(text).toContain('Mögliche Rente');
    await expectAccessible(page);
    await shoot(flow, 'sofort-result');
    await finish(flow);
  });
});

describe('the entry widget on the subsidised products pages (issue 16 item 7)', () => {
  it.each([
    ['/riester-rente', 'riester'],
    ['/ruerup-rente', 'ruerup'],
  ])('%s: the product reaches the product step preselected', async (path, pt) => {
    const flow = await flowPage(rig.browser, rig.server.url);
    const { page } = flow;
    await openLanding(flow, path);
    await useEntryWidget(flow, { birthday: '12.04.1985', job: 'Angestellter' });
    expect(flow.query().get('pt')).toBe(pt);
    await expect
      .poll(() => page.locator('input[type="hidden"][name="pt"]').getAttribute('value'))
      .toBe(pt);
    await finish(flow);
  });
});
