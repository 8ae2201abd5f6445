import { describe, expect, it } from 'vitest';
import { setUpRig } from '../support/browser-rig';
import { expectAccessible, fillPersonalData, finish, flowPage, LANDINGS } from './flow-kit';

// An invalid URL value on a step, and the whole journey without JavaScript up to the
// result list, in Chromium against the production build. The journeys of each product with
// JavaScript are in flow-journey-<product>.e2e.test.ts.

const rig = setUpRig(300_000);

describe('the onboarding steps (issue 7) in Chromium', () => {
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
