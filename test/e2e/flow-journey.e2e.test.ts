import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type E2eServer, ensureBuilt, launchChromium, startE2eServer } from './e2e-server';

// Issue 7: the onboarding journey in Chromium against the production build — landing widget →
// personal data → product → contribution → investment → result list for schicht3, ruerup and
// riester (spouse and children), the Sofortrente, reload and back/forward on every step, an
// invalid URL value, and the whole journey without JavaScript. axe-core on every step; every
// test fails on a console error, a page error or a CSP violation.

const MAIN = '/rentenversicherung/lp/vergleichen';
const SOFORT_LANDING = '/rentenversicherung/sofortrente-einmalbeitrag/lp/vergleichen';

let server: E2eServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let js = true;

const newPage = async (options: { javaScriptEnabled?: boolean } = {}): Promise<void> => {
  js = options.javaScriptEnabled !== false;
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  if (js) {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
  }
};

const hydrated = async (): Promise<void> => {
  if (js) await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
};

const open = async (path: string): Promise<void> => {
  const answer = await page.goto(`${server.url}${path}`);
  expect(answer?.status()).toBe(200);
  await hydrated();
};

/** axe-core: no serious or critical violation on the page as it is. */
const expectAccessible = async (): Promise<void> => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad).toEqual([]);
};

const field = (name: string): ReturnType<Page['locator']> => page.locator(`[name="${name}"]`);
const radio = (name: string, value: string): ReturnType<Page['locator']> =>
  page.locator(`input[name="${name}"][value="${value}"]`);

const next = async (path: string): Promise<void> => {
  await page.locator('.step-form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === path);
  await page.waitForSelector('h1');
  await hydrated();
};

const queryOf = (): URLSearchParams => new URL(page.url()).searchParams;

/** Reload, then back and forward: the step shows the same answers each time. */
const expectStable = async (check: () => Promise<void>): Promise<void> => {
  await check();
  await page.reload();
  await hydrated();
  await check();
};

const fillPersonal = async (options: { married?: boolean; children?: string[] }): Promise<void> => {
  await radio('hasPublicInsurance', '1').check();
  await radio('paysChurchTax', '0').check();
  await field('estimatedGrossYearlySalary').fill('60.000');
  if (options.married === true) {
    await radio('isMarried', '1').check();
    await field('spouseJobSituation').selectOption('Nicht oder geringfügig Erwerbstätiger');
    await radio('spouseHasPublicInsurance', '0').check();
    await radio('spousePaysChurchTax', '0').check();
    await field('spouseEstimatedGrossYearlySalary').fill('0');
    await radio('spouseHasRiesterContract', '1').check();
  } else {
    await radio('isMarried', '0').check();
  }
  const children = options.children ?? [];
  await field('numberOfChildrenWithAllowance').selectOption(String(children.length));
  for (const [i, birthday] of children.entries()) {
    await field(`childBirthday${i + 1}`).fill(birthday);
  }
};

beforeAll(async () => {
  ensureBuilt();
  [server, browser] = await Promise.all([startE2eServer(), launchChromium()]);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

beforeEach(() => {
  problems = [];
});

afterEach(async () => {
  if (context !== undefined && js && page.url().startsWith('http')) {
    const csp = await page
      .evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])
      .catch(() => []);
    expect(csp).toEqual([]);
  }
  expect(problems).toEqual([]);
  await context?.close();
});

const journey = async (product: 'schicht3' | 'ruerup' | 'riester'): Promise<void> => {
  await open(MAIN);
  await page.getByLabel('Geburtsdatum').fill('12.04.1985');
  await page.getByLabel('Berufliche Situation').selectOption('Angestellter');
  await page.getByRole('button', { name: 'Jetzt vergleichen' }).click();
  await page.waitForURL(/\/onboarding-personal-data\?/);
  await hydrated();
  expect(await field('birthday').inputValue()).toBe('12.04.1985');
  expect(await field('jobSituation').inputValue()).toBe('Angestellter');
  expect(await page.locator('.step__progress-text').textContent()).toBe('Schritt 1 von 4');
  await expectAccessible();

  // A refused form: the messages at the fields, nothing lost.
  await page.locator('.step-form button[type="submit"]').click();
  await page.locator('.step-field__message').first().waitFor();
  expect(await page.locator('.step-field__message').allTextContents()).toContain(
    'Bitte geben Sie an, ob Sie gesetzlich rentenversichert sind.',
  );
  expect(await field('birthday').inputValue()).toBe('12.04.1985');

  const riester = product === 'riester';
  await fillPersonal(riester ? { married: true, children: ['01.03.2015', '20.08.2019'] } : {});
  await expectAccessible();
  await next('/onboarding-product-selection');
  expect(queryOf().get('egs')).toBe('60000');
  if (riester) {
    expect(queryOf().get('cb')).toBe('2015-03-01,2019-08-20');
    expect(queryOf().get('sjb')).toBe('Nicht oder geringfügig Erwerbstätiger');
  }
  expect(await page.locator('.step__progress-text').textContent()).toBe('Schritt 2 von 4');
  await expectAccessible();
  if (riester) {
    // 2 × 175 € Grundzulage (the spouse is mittelbar) + 2 × 300 € Kinderzulage = 950 €;
    // 4 % of 60,000 € capped at 2,100 € minus 950 € = 1,150 € (§§ 84–86 EStG).
    expect(await page.getByTestId('riester-allowances').textContent()).toBe('950\u00a0€');
    expect(await page.getByTestId('riester-minimum').textContent()).toBe('1.150\u00a0€');
  }
  await radio('productType', product).check();
  await next('/onboarding-contribution');
  expect(queryOf().get('pt')).toBe(product);
  await expectAccessible();
  if (riester) {
    expect(await page.getByTestId('riester-suggestion').textContent()).toContain('1.150');
    // The suggestion is prefilled: 1,150 € ÷ 12 rounded up to the cent.
    expect(await field('contribution').inputValue()).toBe('95,84');
  } else {
    await radio('paymentPeriod', 'monthly').check();
    await field('contribution').fill('150');
  }
  await next('/onboarding-investment-selection');
  expect(await page.locator('.step__progress-text').textContent()).toBe('Schritt 4 von 4');
  await expectAccessible();

  // Back keeps the answers of the step left, forward the next one.
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/onboarding-contribution');
  await hydrated();
  expect(await field('contribution').inputValue()).toBe(riester ? '95,84' : '150');
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/onboarding-product-selection');
  await expectStable(async () => {
    expect(await radio('productType', product).isChecked()).toBe(true);
  });
  await page.goForward();
  await page.waitForURL((url) => url.pathname === '/onboarding-contribution');
  await hydrated();
  await page.goForward();
  await page.waitForURL((url) => url.pathname === '/onboarding-investment-selection');
  await hydrated();
  await expectStable(async () => {
    expect(await field('beitragsGarantie').inputValue()).toBe(riester ? '100' : '0');
  });

  await radio('investmentType', 'fondsgebunden').check();
  await field('fundSustainabilityType').selectOption('esgSoft');
  await field('pensionGuaranteePeriod').selectOption('10');
  await next('/result');
  expect(queryOf().get('si')).toBe('fondsgebunden');
  expect(queryOf().get('fst')).toBe('esgSoft');
  await expectStable(async () => {
    expect(await page.getByTestId('result-count').textContent()).toMatch(/^\d+ von \d+ Tarifen$/);
    expect(await page.getByTestId('demo-label').isVisible()).toBe(true);
    expect(await page.locator('.result').count()).toBeGreaterThan(0);
    expect(await page.locator('.result__grade-value').first().textContent()).toMatch(/^\d,\d$/);
  });
  await expectAccessible();
};

describe('the onboarding journey (issue 7) in Chromium', () => {
  it('schicht3: landing widget → four steps → result list, back/forward and reload', async () => {
    await newPage();
    await journey('schicht3');
  }, 120_000);

  it('ruerup: the same journey', async () => {
    await newPage();
    await journey('ruerup');
  }, 120_000);

  it('riester with a spouse and two children: allowances, Mindesteigenbeitrag, 100 % guarantee', async () => {
    await newPage();
    await journey('riester');
  }, 120_000);

  it('sofort: landing widget → /onboarding-sofort → result list, title Sofort-Rente Vergleich', async () => {
    await newPage();
    await open(SOFORT_LANDING);
    await page.getByLabel('Geburtsdatum').fill('03.02.1955');
    await page.getByLabel('Berufliche Situation').selectOption('Beamter');
    await page.getByRole('button', { name: 'Jetzt vergleichen' }).click();
    await page.waitForURL(/\/onboarding-sofort\?birthday=1955-02-03/);
    await hydrated();
    expect(await page.title()).toBe('Sofort-Rente Vergleich');
    expect(await field('birthday').inputValue()).toBe('03.02.1955');
    await expectAccessible();
    await field('oneTimePayment').fill('50.000');
    await field('pensionGuaranteePeriod').selectOption('5');
    await next('/result');
    expect(queryOf().get('pt')).toBe('sofort');
    expect(queryOf().get('otp')).toBe('50000');
    expect(await page.getByTestId('result-count').textContent()).toMatch(/von/);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/onboarding-sofort');
    await hydrated();
    expect(await field('oneTimePayment').inputValue()).toBe('50.000');
  });

  it('an invalid URL value: the codec message and a way back to a valid state', async () => {
    await newPage();
    await open('/onboarding-contribution?js=Angestellter&bd=1985-04-12&pt=ruerup&pi=vielleicht');
    expect(await page.getByRole('alert').textContent()).toContain(
      'Couldnt parse value: vielleicht to boolean',
    );
    await expectAccessible();
    await page.getByRole('link', { name: 'Ohne diese Angabe fortfahren' }).click();
    await page.waitForURL((url) => url.search === '?js=Angestellter&bd=1985-04-12&pt=ruerup');
    await field('contribution').waitFor({ state: 'visible' });
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('works without JavaScript up to the result list', async () => {
    await newPage({ javaScriptEnabled: false });
    await open(`${MAIN}`);
    await page.getByLabel('Geburtsdatum').fill('12.04.1985');
    await page.getByLabel('Berufliche Situation').selectOption('Angestellter');
    await page.getByRole('button', { name: 'Jetzt vergleichen' }).click();
    await page.waitForURL(/\/onboarding-personal-data\?/);
    await fillPersonal({ married: true, children: ['01.03.2015'] });
    await next('/onboarding-product-selection');
    await radio('productType', 'schicht3').check();
    await next('/onboarding-contribution');
    await radio('paymentPeriod', 'yearly').check();
    await field('contribution').fill('1.200');
    await next('/onboarding-investment-selection');
    expect(queryOf().get('mp')).toBe('100');
    expect(queryOf().get('pp')).toBe('yearly');
    await radio('investmentType', 'klassisch').check();
    await next('/result');
    expect(await page.getByTestId('result-count').textContent()).toMatch(/von/);
    expect(await page.locator('.result').count()).toBeGreaterThan(0);
  });
});
