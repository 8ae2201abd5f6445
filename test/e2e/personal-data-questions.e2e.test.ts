import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setUpRig } from '../support/browser-rig';
import { expectAccessible } from './flow-kit';

// /onboarding-personal-data in Chromium against the production build: private Rentenversicherung
// is asked neither salary nor church tax, Riester the salary, Rürup both (issue 16 item 7), with
// and without JavaScript; axe-core and screenshots (390/1280) in /tmp/personal-data-questions/.

const STEP = '/onboarding-personal-data?js=Angestellter&bd=1985-04-12';
const SHOTS = '/tmp/personal-data-questions';
const TAX_FIELDS = [
  'paysChurchTax',
  'estimatedGrossYearlySalary',
  'spousePaysChurchTax',
  'spouseEstimatedGrossYearlySalary',
];

const rig = setUpRig(300_000);
let context: BrowserContext;
let page: Page;
let problems: string[];

const openStep = async (
  pt: string,
  options: { readonly width: number; readonly javaScript: boolean },
): Promise<void> => {
  context = await rig.browser.newContext({
    viewport: { width: options.width, height: 900 },
    javaScriptEnabled: options.javaScript,
  });
  await context.addCookies([{ name: 'rk_consent', value: 'necessary', url: rig.server.url }]);
  page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  const answer = await page.goto(`${rig.server.url}${STEP}&pt=${pt}`);
  expect(answer?.status()).toBe(200);
  if (options.javaScript) {
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
  }
};

/** The tax fields in the form, married so the spouse's would show too. */
const shownTaxFields = async (): Promise<string[]> => {
  await page.locator('input[name="isMarried"][value="1"]').check();
  const shown: string[] = [];
  for (const name of TAX_FIELDS) {
    if ((await page.locator(`[name="${name}"]`).count()) > 0) shown.push(name);
  }
  return shown;
};

const sendWithoutTax = async (): Promise<void> => {
  await page.locator('input[name="hasPublicInsurance"][value="1"]').check();
  await page.locator('input[name="isMarried"][value="0"]').check();
  await page.locator('.step-form button[type="submit"]').click();
};

const answerWithoutTax = async (): Promise<void> => {
  await sendWithoutTax();
  await page.waitForURL((url) => url.pathname === '/onboarding-product-selection', {
    timeout: 30_000,
  });
};

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});
beforeEach(() => {
  problems = [];
});
afterEach(async () => {
  await context.close();
  expect(problems).toEqual([]);
});

describe('the personal-data step asks what the product needs', () => {
  it.each([
    [1280, true],
    [390, false],
  ])(
    'private Rentenversicherung at %i px (JavaScript %s): no salary, no church tax, and on',
    async (width, javaScript) => {
      await openStep('schicht3', { width, javaScript });
      expect(await shownTaxFields()).toEqual([]);
      // axe-core runs as a script in the page: only where JavaScript is on.
      if (javaScript) await expectAccessible(page);
      await page.screenshot({
        path: `${SHOTS}/schicht3-${width}${javaScript ? '' : '-nojs'}.png`,
        fullPage: true,
      });
      await answerWithoutTax();
      const query = new URL(page.url()).searchParams;
      expect(query.get('pt')).toBe('schicht3');
      expect(query.get('js')).toBe('Angestellter');
      for (const key of ['pct', 'egs', 'spct', 'segs']) expect(query.has(key)).toBe(false);
    },
  );

  it.each([
    ['riester', ['estimatedGrossYearlySalary', 'spouseEstimatedGrossYearlySalary']],
    ['ruerup', TAX_FIELDS],
  ])('%s asks %j', async (pt, fields) => {
    await openStep(pt, { width: 1280, javaScript: true });
    expect(await shownTaxFields()).toEqual(fields);
    await expect
      .poll(() => page.locator('[name="spouseEstimatedGrossYearlySalary"]').isVisible())
      .toBe(true);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/${pt}-1280.png`, fullPage: true });
  });

  it('Rürup refuses the form without salary and church tax, with the German messages', async () => {
    await openStep('ruerup', { width: 390, javaScript: false });
    await sendWithoutTax();
    await expect
      .poll(() => page.locator('.step-field__message').allTextContents())
      .toEqual(
        expect.arrayContaining([
          'Bitte geben Sie an, ob Sie Kirchensteuer zahlen.',
          'Bitte geben Sie Ihr Bruttojahresgehalt in Euro an, z. B. 45.000.',
        ]),
      );
    await page.screenshot({ path: `${SHOTS}/ruerup-390-refused.png`, fullPage: true });
  });
});
