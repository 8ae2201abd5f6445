import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AGE_LIMITS, BIRTHDAY_MESSAGES } from '../../domain/age/check-birthday';
import {
  COMPARISON_PAGE_SIZE,
  RESULT_FIRST_ROWS,
  SHOW_ROWS_PARAMETER,
} from '../../domain/comparison/comparison-page';
import type { ProductType } from '../../domain/products/product-type';
import { resultPresentationOf } from '../../domain/result-view/result-presentation';
import { ensureCliBuilt, RENTE_BIN } from '../cli/cli-build';
import { axeViolations } from '../support/axe-violations';
import { openPage, setUpRig } from '../support/browser-rig';
import { ROOT } from '../support/built-server';
import {
  expectAccessible,
  type FlowPage,
  fillPersonalData,
  finish,
  flowPage,
  LANDINGS,
  listedRows,
  openLanding,
  type ShownRow,
  submitStep,
  useEntryWidget,
} from './flow-kit';
import { hydrateByInteraction } from './landing-js';
import {
  eventMark,
  hydrated,
  moveServerClock,
  type StoredEvent,
  storedEventsOf,
  trackingRequests,
  watchedPage,
  withConsent,
} from './shell-kit';

// The way into the comparison and the comparison itself in Chromium against the production build:
// the landing entry widget, the contribution limits and the single premium, the result list on a
// desktop and a phone, yearly payments and the figures a customer can trust, a shared result URL
// against `rente compare`, and the tracking of the flow steps. The year-end banner test moves the
// worker server's clock (and back); the tracking test reads the events stored after its mark.

const rig = setUpRig();

describe('entry-widget: the entry widget (SPEC §2) in Chromium', () => {
  // The landing entry widget (SPEC §2 "Landing page behaviour") in Chromium against the production
  // build: live birth-date check with max age by product, the call-to-action's four steps (POST
  // /api/bpm only when valid, the exact target URLs, stay with the message), prefill order, keyboard
  // use, and the form without JavaScript. Every test fails on a console error or CSP violation.

  const MAIN = '/rentenversicherung/lp/vergleichen';
  const SOFORT = '/rentenversicherung/sofortrente-einmalbeitrag/lp/vergleichen';

  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  /** The Berlin date now, as the server checks birth dates (SPEC §5). */
  const berlinToday = (): { year: number; month: number; day: number } => {
    const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' })
      .format(new Date())
      .split('-')
      .map(Number);
    return { year: year!, month: month!, day: day! };
  };

  const pad = (n: number): string => String(n).padStart(2, '0');

  /** A birthday `years` years before today, `days` days earlier (day 28 at most: always real). */
  const birthdayYearsAgo = (years: number): { german: string; iso: string } => {
    const today = berlinToday();
    const day = Math.min(today.day, 28);
    const year = today.year - years;
    return {
      german: `${pad(day)}.${pad(today.month)}.${year}`,
      iso: `${year}-${pad(today.month)}-${pad(day)}`,
    };
  };

  const newPage = async (options: { javaScriptEnabled?: boolean } = {}): Promise<void> => {
    context = await rig.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
  };

  const open = async (path: string): Promise<void> => {
    const answer = await page.goto(`${rig.server.url}${path}`);
    expect(answer?.status()).toBe(200);
    await hydrateByInteraction(page);
  };

  const birthdayInput = (): ReturnType<Page['locator']> => page.getByLabel('Geburtsdatum');
  const jobSelect = (): ReturnType<Page['locator']> => page.getByLabel('Berufliche Situation');
  const cta = (): ReturnType<Page['locator']> =>
    page.getByRole('button', { name: 'Jetzt vergleichen' });
  const card = (name: string): ReturnType<Page['locator']> =>
    page.getByRole('radio', { name: new RegExp(`^${name}`) });
  const message = (): ReturnType<Page['locator']> => page.locator('.entry__message');

  /** Waits until the element has the focus (the widget's answer to a refused send). */
  const focusOn = async (element: ReturnType<Page['locator']>): Promise<void> => {
    await expect
      .poll(() => element.evaluate((node) => node === document.activeElement), { timeout: 10_000 })
      .toBe(true);
  };

  /** GET /api/bpm with the page's cookies (SPEC §7). */
  const storedBpm = async (): Promise<unknown> =>
    (await context.request.get(`${rig.server.url}/api/bpm`)).json();

  const typeBirthday = async (text: string): Promise<void> => {
    await birthdayInput().click();
    await birthdayInput().fill('');
    await page.keyboard.type(text);
  };

  beforeEach(() => {
    problems = [];
  });

  afterEach(async () => {
    if (context !== undefined && page.url().startsWith('http')) {
      const csp = await page
        .evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])
        .catch(() => []);
      expect(csp).toEqual([]);
    }
    expect(problems).toEqual([]);
    await context?.close();
  });

  it('Rentenversicherung: saves the valid data, then /onboarding-personal-data?jobSituation&birthday', async () => {
    await newPage();
    await open(MAIN);
    expect(await card('Rentenversicherung').isChecked()).toBe(true);
    const birthday = birthdayYearsAgo(35);
    // Digits only: the dots come by themselves.
    await typeBirthday(birthday.german.replaceAll('.', ''));
    expect(await birthdayInput().inputValue()).toBe(birthday.german);
    expect(await message().textContent()).toBe('');
    await jobSelect().selectOption('Nicht oder geringfügig Erwerbstätiger');
    await cta().click();
    await page.waitForURL(/\/onboarding-personal-data/);
    expect(page.url()).toBe(
      `${rig.server.url}/onboarding-personal-data?jobSituation=Nicht+oder+geringf%C3%BCgig+Erwerbst%C3%A4tiger&birthday=${birthday.iso}`,
    );
    expect(await storedBpm()).toEqual({
      birthday: birthday.iso,
      jobSituation: 'Nicht oder geringfügig Erwerbstätiger',
    });
  });

  it('Sofort page: starts on the single premium, 70 years is fine, /onboarding-sofort?birthday', async () => {
    await newPage();
    await open(SOFORT);
    expect(await card('Einmalbeitrag- und Sofort-Rente').isChecked()).toBe(true);
    const seventy = birthdayYearsAgo(70);
    await typeBirthday(seventy.german);
    expect(await birthdayInput().getAttribute('aria-invalid')).toBe('false');
    await jobSelect().selectOption('Beamter');
    await cta().click();
    await page.waitForURL(/\/onboarding-sofort/);
    expect(page.url()).toBe(`${rig.server.url}/onboarding-sofort?birthday=${seventy.iso}`);
    expect(await storedBpm()).toEqual({ birthday: seventy.iso, jobSituation: 'Beamter' });
  });

  it('max age 62 vs 80: 70 years is refused on Rentenversicherung, accepted on Sofort', async () => {
    await newPage();
    await open(MAIN);
    const seventy = birthdayYearsAgo(70);
    await typeBirthday(seventy.german);
    // Checked as soon as the input has 10 characters, without leaving the field.
    expect(await message().textContent()).toBe(BIRTHDAY_MESSAGES.maxAge(AGE_LIMITS.max));
    expect(await birthdayInput().getAttribute('aria-invalid')).toBe('true');
    await cta().click();
    // Step 4: stays, message at the field, focus on it; nothing invalid saved.
    // The widget refuses by moving the focus to the field: once it has, no navigation follows.
    await focusOn(birthdayInput());
    expect(new URL(page.url()).pathname).toBe(MAIN);
    expect(await birthdayInput().evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await storedBpm()).toEqual({});
    // Sofort allows up to 80: the message goes, and the call-to-action leads on.
    await card('Einmalbeitrag- und Sofort-Rente').check();
    expect(await message().textContent()).toBe('');
    const eightyOne = birthdayYearsAgo(81);
    await typeBirthday(eightyOne.german);
    expect(await message().textContent()).toBe(
      BIRTHDAY_MESSAGES.maxAge(AGE_LIMITS.maxSinglePremium),
    );
    await typeBirthday(seventy.german);
    await cta().click();
    await page.waitForURL(/\/onboarding-sofort/);
    expect(page.url()).toBe(`${rig.server.url}/onboarding-sofort?birthday=${seventy.iso}`);
    expect(await storedBpm()).toEqual({ birthday: seventy.iso });
  });

  it('invalid dates on both products: no real date, too young, incomplete after leaving the field', async () => {
    await newPage();
    for (const [path, product] of [
      [MAIN, 'Rentenversicherung'],
      [SOFORT, 'Einmalbeitrag- und Sofort-Rente'],
    ] as const) {
      await open(path);
      expect(await card(product).isChecked()).toBe(true);
      await typeBirthday('31.02.1990');
      expect(await message().textContent()).toBe(BIRTHDAY_MESSAGES.invalid);
      await typeBirthday(birthdayYearsAgo(10).german);
      expect(await message().textContent()).toBe(BIRTHDAY_MESSAGES.minAge);
      // Incomplete: not yet checked while typing, checked once the field is left.
      await typeBirthday('12.05');
      expect(await message().textContent()).toBe('');
      await page.keyboard.press('Tab');
      expect(await message().textContent()).toBe(BIRTHDAY_MESSAGES.invalid);
      await jobSelect().selectOption('Angestellter');
      await cta().click();
      await focusOn(birthdayInput());
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await birthdayInput().evaluate((input) => input === document.activeElement)).toBe(
        true,
      );
    }
    // Step 1: the valid job situation is saved, the invalid birth date never.
    expect(await storedBpm()).toEqual({ jobSituation: 'Angestellter' });
  });

  it('an empty birth date is valid: the call-to-action leads on without a birthday', async () => {
    await newPage();
    await open(MAIN);
    await jobSelect().selectOption('Auszubildender');
    await cta().click();
    await page.waitForURL(/\/onboarding-personal-data/);
    expect(page.url()).toBe(
      `${rig.server.url}/onboarding-personal-data?jobSituation=Auszubildender`,
    );
    expect(await storedBpm()).toEqual({ jobSituation: 'Auszubildender' });
  });

  it('prefill: the query beats the business-process data (SPEC §3)', async () => {
    await newPage();
    const stored = birthdayYearsAgo(40);
    const saved = await context.request.post(`${rig.server.url}/api/bpm`, {
      data: { birthday: stored.iso, jobSituation: 'Beamter' },
    });
    expect(saved.status()).toBe(200);
    await open(MAIN);
    expect(await birthdayInput().inputValue()).toBe(stored.german);
    expect(await jobSelect().inputValue()).toBe('Beamter');
    const fromQuery = birthdayYearsAgo(30);
    await open(`${MAIN}?birthday=${fromQuery.iso}&productType=sofort`);
    expect(await birthdayInput().inputValue()).toBe(fromQuery.german);
    expect(await jobSelect().inputValue()).toBe('Beamter');
    expect(await card('Einmalbeitrag- und Sofort-Rente').isChecked()).toBe(true);
    await open(`${MAIN}?jobSituation=Freiberufler%2FSelbstst%C3%A4ndiger`);
    expect(await birthdayInput().inputValue()).toBe(stored.german);
    expect(await jobSelect().inputValue()).toBe('Freiberufler/Selbstständiger');
    // A prefilled date that is too old for the product shows its message at once.
    await open(`${MAIN}?birthday=${birthdayYearsAgo(70).iso}`);
    expect(await message().textContent()).toBe(BIRTHDAY_MESSAGES.maxAge(AGE_LIMITS.max));
  });

  it('works with the keyboard only', async () => {
    await newPage();
    await open(MAIN);
    await card('Rentenversicherung').focus();
    await page.keyboard.press('ArrowDown');
    expect(await card('Einmalbeitrag- und Sofort-Rente').isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await birthdayInput().evaluate((input) => input === document.activeElement)).toBe(true);
    const birthday = birthdayYearsAgo(50);
    await page.keyboard.type(birthday.german.replaceAll('.', ''));
    await page.keyboard.press('Tab');
    expect(await jobSelect().evaluate((select) => select === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await cta().evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/onboarding-sofort/);
    expect(page.url()).toBe(`${rig.server.url}/onboarding-sofort?birthday=${birthday.iso}`);
  });

  it('without JavaScript: the form leads to the same URL, or comes back with the message', async () => {
    await newPage({ javaScriptEnabled: false });
    const answer = await page.goto(`${rig.server.url}${MAIN}`);
    expect(answer?.status()).toBe(200);
    const birthday = birthdayYearsAgo(35);
    await birthdayInput().fill(birthday.german);
    await jobSelect().selectOption('Angestellter');
    await cta().click();
    await page.waitForURL(/\/onboarding-personal-data/);
    expect(page.url()).toBe(
      `${rig.server.url}/onboarding-personal-data?jobSituation=Angestellter&birthday=${birthday.iso}`,
    );
    expect(await storedBpm()).toEqual({ birthday: birthday.iso, jobSituation: 'Angestellter' });

    await page.goto(`${rig.server.url}${MAIN}`);
    await birthdayInput().fill(birthdayYearsAgo(70).german);
    // The form posts to the page (it saves); the answer is the page with the message.
    const posted = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url() === `${rig.server.url}${MAIN}`,
    );
    await cta().click();
    expect((await posted).status()).toBe(200);
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname).toBe(MAIN);
    expect(await message().textContent()).toBe(BIRTHDAY_MESSAGES.maxAge(AGE_LIMITS.max));
    expect(await birthdayInput().inputValue()).toBe(birthdayYearsAgo(70).german);
    expect(await birthdayInput().evaluate((input) => input === document.activeElement)).toBe(true);
    // The refused birth date was not saved over the stored one.
    expect(await storedBpm()).toEqual({ birthday: birthday.iso, jobSituation: 'Angestellter' });

    await page.goto(`${rig.server.url}${SOFORT}`);
    await birthdayInput().fill(birthdayYearsAgo(70).german);
    await cta().click();
    await page.waitForURL(/\/onboarding-sofort/);
    expect(page.url()).toBe(
      `${rig.server.url}/onboarding-sofort?birthday=${birthdayYearsAgo(70).iso}`,
    );
  });
});

describe('entry-limits-single-premium: contribution limits, the single premium, the product pages', () => {
  // Issue 16 items 4, 5 and 8 in Chromium against the production build: the contribution step
  // refuses amounts no tariff takes, the single premium of a 40-year-old leads to the deferred
  // s3einmalzahlung, and the Sofortrente list has its own title and figures.

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
});

describe('result-list: the result list (issue 7 step 5)', () => {
  // The result list in Chromium against the production build: filters and sorts change the list as
  // the engine (POST /api/comparison, proven equal to `rente compare`) says, a shared URL in a fresh
  // context, the empty state, the Vergleichen selection, without JavaScript, axe-core, and no
  // console error, page error or CSP violation.

  const SEARCH = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&si=fondsgebunden';

  interface ApiRow {
    readonly tariffId: string;
    readonly projectedPension: number;
  }
  interface ApiAnswer {
    readonly total: number;
    readonly shown: number;
    readonly results: readonly ApiRow[];
  }

  const contexts: BrowserContext[] = [];
  let problems: string[] = [];

  const newPage = async (javaScriptEnabled = true, width = 1280): Promise<Page> => {
    const context = await rig.browser.newContext({
      viewport: { width, height: 900 },
      javaScriptEnabled,
    });
    contexts.push(context);
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    if (javaScriptEnabled) {
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
    }
    return page;
  };

  const api = async (query: string): Promise<ApiAnswer> => {
    const answer = await fetch(`${rig.server.url}/api/comparison`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    expect(answer.status).toBe(200);
    return (await answer.json()) as ApiAnswer;
  };

  const shownIds = (page: Page): Promise<string[]> =>
    page.$$eval('li.result', (rows) => rows.map((r) => r.getAttribute('data-tariff-id') ?? ''));

  const queryOf = (page: Page): string => new URL(page.url()).search.slice(1);

  const hydrated = (page: Page): Promise<unknown> =>
    page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });

  /**
   * The list shown equals the engine's answer for the URL. The router writes the URL before React has
   * rendered the new list (the render runs as a transition), so the list is polled until it settles.
   */
  const expectSameAsEngine = async (page: Page): Promise<void> => {
    const engine = await api(queryOf(page));
    await expect
      .poll(() => shownIds(page), { timeout: 10_000 })
      .toEqual(engine.results.slice(0, RESULT_FIRST_ROWS).map((r) => r.tariffId));
    await expect(page.getByTestId('result-count').textContent()).resolves.toContain(
      `${engine.shown} von ${engine.total}`,
    );
  };

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    const seen = problems;
    problems = [];
    expect(seen).toEqual([]);
  });

  it('shows the same list as the engine for a shared URL, with figures, in a fresh context', async () => {
    const page = await newPage();
    await page.goto(`${rig.server.url}/result?${SEARCH}`);
    await hydrated(page);
    const engine = await api(SEARCH);
    expect(engine.results.length).toBeGreaterThan(3);
    expect(await shownIds(page)).toEqual(
      engine.results.slice(0, RESULT_FIRST_ROWS).map((r) => r.tariffId),
    );
    const first = page.locator('li.result').first();
    const projected = engine.results[0]?.projectedPension ?? 0;
    const euro = projected.toLocaleString('de-DE', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    await expect(first.locator('[data-figure="projectedPension"]').textContent()).resolves.toBe(
      `${euro}\u00a0€`,
    );
    await expect(page.getByTestId('demo-label').isVisible()).resolves.toBe(true);
    await expectAccessible(page);
  }, 60_000);

  it('changes the list with each filter and each sort as the engine says', async () => {
    const page = await newPage();
    await page.goto(`${rig.server.url}/result?${SEARCH}`);
    await hydrated(page);
    const steps: readonly [string, (p: Page) => Promise<unknown>][] = [
      ['sort=grade', (p) => p.getByLabel('Sortieren nach').selectOption('grade')],
      ['sort=effectiveCosts', (p) => p.getByLabel('Sortieren nach').selectOption('effectiveCosts')],
      [
        'sort=guaranteedPension',
        (p) => p.getByLabel('Sortieren nach').selectOption('guaranteedPension'),
      ],
      ['tg=2.5', (p) => p.getByLabel('Note', { exact: true }).selectOption('2.5')],
      [
        'ts=gut_oder_besser',
        (p) => p.getByLabel('Nachhaltigkeit des Tarifs').selectOption('gut_oder_besser'),
      ],
      [
        'cp=gut_oder_sehr_gut',
        (p) => p.getByLabel('Kapitalschutz').selectOption('gut_oder_sehr_gut'),
      ],
      [
        'isf=ESG_teilweise',
        (p) => p.getByLabel('Nachhaltigkeit der Fonds').selectOption('ESG_teilweise'),
      ],
      ['oce=1', (p) => p.getByLabel('Online-Abschluss möglich').check()],
      ['pes=1', (p) => p.getByLabel('ETF-Auswahl möglich').check()],
      ['pgfs=1', (p) => p.getByLabel('Grüne Fonds wählbar').check()],
      ['ecs=1', (p) => p.getByLabel('Exzellente Anpassungsmöglichkeiten').check()],
    ];
    for (const [expected, act] of steps) {
      await page.goto(`${rig.server.url}/result?${SEARCH}`);
      await hydrated(page);
      await act(page);
      await page.waitForURL((url) => url.search.includes(expected));
      await page.waitForLoadState('networkidle');
      expect(queryOf(page)).not.toContain('filtern');
      await expectSameAsEngine(page);
    }
    // One insurer: every row is that insurer's.
    await page.goto(`${rig.server.url}/result?${SEARCH}`);
    await hydrated(page);
    const box = page.locator('.filters__insurers input').first();
    const id = await box.getAttribute('value');
    await box.check();
    await page.waitForURL((url) => url.search.includes(`if=${id}`));
    await page.waitForLoadState('networkidle');
    await expectSameAsEngine(page);
  }, 120_000);

  it('offers to relax filters when nothing is left', async () => {
    const page = await newPage();
    await page.goto(
      `${rig.server.url}/result?${SEARCH}&tg=1.5&ts=exzellent&cp=sehr_gut&oce=1&pes=1&pgfs=1&ecs=1&isf=EU_strikt`,
    );
    const engine = await api(queryOf(page));
    expect(engine.shown).toBe(0);
    await expect(page.getByTestId('result-empty').isVisible()).resolves.toBe(true);
    await page.getByRole('link', { name: 'Alle Filter zurücksetzen' }).click();
    await page.waitForURL((url) => !url.search.includes('tg='));
    await page.waitForLoadState('networkidle');
    await expectSameAsEngine(page);
    expect(await shownIds(page)).not.toEqual([]);
  }, 60_000);

  it('compares 2–3 selected tariffs and refuses a fourth', async () => {
    const page = await newPage();
    await page.goto(`${rig.server.url}/result?${SEARCH}`);
    await hydrated(page);
    const button = page.locator('.compare-bar button');
    const boxes = page.locator('li.result input[name="tarif"]');
    await expect(button.isDisabled()).resolves.toBe(true);
    for (let i = 0; i < 3; i++) await boxes.nth(i).check();
    // A fourth box cannot be ticked once three are; the line says why.
    await expect(boxes.nth(3).isDisabled()).resolves.toBe(true);
    await expect(page.locator('.compare-bar__text').textContent()).resolves.toContain(
      'Mehr als drei Tarife lassen sich nicht vergleichen.',
    );
    await expect(button.isDisabled()).resolves.toBe(false);
    const ids = await shownIds(page);
    await button.click();
    await page.waitForURL((url) => url.pathname === '/comparison');
    expect(queryOf(page)).toContain(`tariffIds=${ids.slice(0, 3).join(',')}&`);
  }, 60_000);

  it('works without JavaScript: filter form, empty state and the comparison selection', async () => {
    const page = await newPage(false);
    await page.goto(`${rig.server.url}/result?${SEARCH}`);
    await page.getByLabel('Sortieren nach').selectOption('grade');
    await page.getByLabel('Online-Abschluss möglich').check();
    await page.getByRole('button', { name: 'Filter anwenden' }).click();
    await page.waitForURL(
      (url) => url.search.includes('sort=grade') && !url.search.includes('filtern'),
    );
    await expectSameAsEngine(page);
    const boxes = page.locator('li.result input[name="tarif"]');
    await boxes.nth(0).check();
    await page.locator('.compare-bar button').click();
    await expect(page.locator('.compare-bar__text').textContent()).resolves.toContain(
      'mindestens zwei',
    );
    await boxes.nth(1).check();
    await page.locator('.compare-bar button').click();
    await page.waitForURL((url) => url.pathname === '/comparison');
  }, 60_000);
});

describe('result-mobile: the result list, the comparison and the banners on a phone', () => {
  // The result list and the comparison on a phone (390 × 844) and the year-end banners in
  // Chromium against the production build: the first tariff on the first screen with the filters
  // behind a button, at most three ticks with a German hint, a disabled "Vergleichen" that looks it,
  // the ticks kept across Details and back, two compared tariffs side by side, and one honest banner.

  const SEARCH = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&si=fondsgebunden';
  const PHONE = { viewport: { width: 390, height: 844 } } as const;

  const ready = (page: Page): Promise<unknown> =>
    page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });

  const phonePage = async (javaScriptEnabled = true) => {
    const watched = await watchedPage(rig.browser, { ...PHONE, javaScriptEnabled });
    await withConsent(watched.context, rig.server.url, 'f');
    return watched;
  };

  /** Whether the page scrolls sideways as a whole (it must not: only the comparison table may). */
  const pageScrollsSideways = (page: Page): Promise<boolean> =>
    page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

  describe('the result list on a phone', () => {
    it('shows the first tariff on the first screen, the filters behind a button', async () => {
      const { context, page, problems } = await phonePage();
      await page.goto(`${rig.server.url}/result?${SEARCH}`);
      await ready(page);
      const first = page.locator('li.result').first();
      const box = await first.boundingBox();
      expect(box).not.toBeNull();
      // Under the search bar (issue 32 finding 6): the card starts in the first viewport with
      // at least 80 px of it shown (as result-layout checks), its insurer's name fully in view.
      expect(box?.y ?? Number.POSITIVE_INFINITY).toBeGreaterThan(0);
      expect((box?.y ?? Number.POSITIVE_INFINITY) + 80).toBeLessThan(844);
      const insurer = await first.locator('.result__insurer').boundingBox();
      expect((insurer?.y ?? Number.POSITIVE_INFINITY) + (insurer?.height ?? 0)).toBeLessThanOrEqual(
        844,
      );
      const toggle = page.getByTestId('filter-sheet-toggle');
      expect(await toggle.textContent()).toBe('Filter und Sortierung');
      const sort = page.getByLabel('Sortieren nach');
      expect(await sort.isVisible()).toBe(false);
      await toggle.click();
      await expect.poll(() => sort.isVisible()).toBe(true);
      // A filter chosen in the sheet narrows the list; the sheet stays open and counts it.
      await page.getByLabel('Note').selectOption('1.5');
      // The URL changes once the list's loader has answered: on a loaded machine that takes a while.
      await expect
        .poll(() => new URL(page.url()).searchParams.get('tg'), { timeout: 15_000 })
        .toBe('1.5');
      await expect
        .poll(() => toggle.textContent(), { timeout: 15_000 })
        .toBe('Filter und Sortierung (1 aktiv)');
      expect(await sort.isVisible()).toBe(true);
      expect(await pageScrollsSideways(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });

    it('opens the filter sheet without JavaScript too', async () => {
      const { context, page } = await phonePage(false);
      await page.goto(`${rig.server.url}/result?${SEARCH}`);
      const sort = page.getByLabel('Sortieren nach');
      expect(await sort.isVisible()).toBe(false);
      await page.getByTestId('filter-sheet-toggle').click();
      await expect.poll(() => sort.isVisible()).toBe(true);
      await context.close();
    });

    it('lets no fourth tariff be ticked, says why, and shows a disabled button as disabled', async () => {
      const { context, page, problems } = await phonePage();
      await page.goto(`${rig.server.url}/result?${SEARCH}`);
      await ready(page);
      const boxes = page.locator('li.result input[name="tarif"]');
      const button = page.getByRole('button', { name: 'Vergleichen', exact: true });
      const status = page.locator('.compare-bar__text');
      expect(await button.isDisabled()).toBe(true);
      const look = (): Promise<{ background: string; border: string; cursor: string }> =>
        button.evaluate((b) => {
          const style = getComputedStyle(b);
          return {
            background: style.backgroundColor,
            border: style.borderTopStyle,
            cursor: style.cursor,
          };
        });
      const disabledLook = await look();
      expect(disabledLook.cursor).toBe('not-allowed');
      expect(disabledLook.border).toBe('dashed');
      // Nothing ticked: the bar stays at the end of the list instead of covering the first card.
      const barPosition = (): Promise<string> =>
        page.getByTestId('compare-bar').evaluate((bar) => getComputedStyle(bar).position);
      expect(await barPosition()).toBe('static');
      for (let i = 0; i < 3; i++) await boxes.nth(i).check();
      await expect.poll(barPosition).toBe('sticky');
      expect(await button.isDisabled()).toBe(false);
      expect((await look()).background).not.toBe(disabledLook.background);
      await expect
        .poll(() => status.textContent())
        .toBe(
          '3 von höchstens 3 Tarifen ausgewählt. Mehr als drei Tarife lassen sich nicht vergleichen. Um einen anderen zu wählen, entfernen Sie zuerst ein Häkchen.',
        );
      expect(await boxes.nth(3).isDisabled()).toBe(true);
      await boxes.nth(3).click({ force: true });
      expect(await boxes.nth(3).isChecked()).toBe(false);
      expect(await page.locator('li.result input[name="tarif"]:checked').count()).toBe(3);
      // Unticking one frees the others again.
      await boxes.nth(0).uncheck();
      expect(await boxes.nth(3).isDisabled()).toBe(false);
      // Contrast of everything on the page, the disabled look included, stays AA.
      await boxes.nth(1).uncheck();
      expect(await button.isDisabled()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });

    it('keeps the ticked tariffs after Details and back', async () => {
      const { context, page, problems } = await phonePage();
      await page.goto(`${rig.server.url}/result?${SEARCH}`);
      await ready(page);
      const boxes = page.locator('li.result input[name="tarif"]');
      await boxes.nth(0).check();
      await boxes.nth(2).check();
      const ticked = (): Promise<string[]> =>
        page.$$eval('li.result input[name="tarif"]:checked', (all) =>
          all.map((box) => (box as HTMLInputElement).value),
        );
      const before = await ticked();
      expect(before).toHaveLength(2);
      await page.locator('li.result').nth(2).locator('a.result__details').click();
      await page.waitForURL(/\/tariff-details\?/);
      await page.goBack();
      await page.waitForURL(/\/result\?/);
      await ready(page);
      await expect.poll(ticked, { timeout: 15_000 }).toEqual(before);
      await expect
        .poll(() => page.locator('.compare-bar__text').textContent())
        .toBe('2 von höchstens 3 Tarifen ausgewählt');
      expect(problems).toEqual([]);
      await context.close();
    });
  });

  describe('the comparison on a phone', () => {
    it('shows two of three tariffs side by side; only the table scrolls sideways', async () => {
      const { context, page, problems } = await phonePage();
      await page.goto(`${rig.server.url}/result?${SEARCH}`);
      await ready(page);
      const boxes = page.locator('li.result input[name="tarif"]');
      for (let i = 0; i < 3; i++) await boxes.nth(i).check();
      await page.getByRole('button', { name: 'Vergleichen', exact: true }).click();
      await page.waitForURL(/\/comparison\?/);
      await ready(page);
      const columns = page.locator('.comparison__table thead th[scope="col"]');
      expect(await columns.count()).toBe(3);
      const inView = async (i: number): Promise<boolean> => {
        const box = await columns.nth(i).boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= 390;
      };
      expect(await inView(0)).toBe(true);
      expect(await inView(1)).toBe(true);
      expect(await inView(2)).toBe(false);
      expect(await pageScrollsSideways(page)).toBe(false);
      // The table scrolls; the label column stays put.
      const region = page.locator('.comparison__scroll');
      const label = page.locator('.comparison__table tbody th[scope="row"]').first();
      const labelX = (await label.boundingBox())?.x;
      await region.evaluate((r) => {
        r.scrollLeft = r.scrollWidth;
      });
      await expect.poll(() => inView(2)).toBe(true);
      expect((await label.boundingBox())?.x).toBe(labelX);
      expect(await pageScrollsSideways(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  });

  describe('the year-end banners', () => {
    it('promise no tax advantage for the private Rentenversicherung and show Rürup one compact banner', async () => {
      const { context, page, problems } = await phonePage();
      // 1 December 2026, in every year-end period.
      await moveServerClock(rig.server.url, { set: '2026-12-01T09:00:20Z' });
      try {
        for (const path of [
          '/rentenversicherung/lp/vergleichen',
          `/personal-data?tariffId=ostseewind-leben-privatrente-etf&${SEARCH}`,
          `/onboarding-personal-data?js=Angestellter&bd=1985-04-12&pt=schicht3`,
          `/result?${SEARCH}`,
        ]) {
          await page.goto(`${rig.server.url}${path}`);
          expect(await page.locator('main, body').first().isVisible()).toBe(true);
          expect(await page.locator('.rk-campaign-banner').count(), path).toBe(0);
          expect(await page.getByText('Steuervorteil').count(), path).toBe(0);
        }
        await page.goto(`${rig.server.url}/ruerup-rente`);
        const banners = page.locator('.rk-campaign-banner');
        expect(await banners.count()).toBe(1);
        expect(await banners.getByRole('timer').count()).toBe(1);
        expect(await page.locator('.rk-campaign-banner__end').count()).toBe(0);
        const height = (await banners.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
        expect(height).toBeLessThan(110);
        await page.goto(`${rig.server.url}/riester-rente`);
        expect(await page.locator('.rk-campaign-banner--yearEnd').count()).toBe(1);
        expect(await page.locator('.rk-campaign-banner').count()).toBe(1);
      } finally {
        await moveServerClock(rig.server.url, { reset: true });
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  });
});

describe('yearly: a yearly payment and a Sofortrente as chosen (issue 16 items 5, 8, 9)', () => {
  // Issue 16 items 5, 8 and 9 in Chromium against the production build: a yearly payment shown as
  // chosen on the card, the details and the comparison; no capital at pension start for a
  // Sofortrente; no allowance rows for private pensions. Screenshots: /tmp/yearly/.

  const YEARLY = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=833.33&sc=10000&pp=yearly';
  const SOFORT = 'pt=sofort&bd=1961-05-01&otp=50000';
  const SHOTS = '/tmp/yearly';

  let context: BrowserContext | null = null;
  let page: Page;

  const open = async (path: string, width: number): Promise<void> => {
    ({ context, page } = await openPage(rig, path, { width }));
  };

  // The comparison writes soft hyphens into long words (domain/format/soft-hyphens.ts).
  const plain = (text: string | null): string =>
    (text ?? '').replaceAll('\u00a0', ' ').replaceAll('\u00ad', '');

  const tariffIds = async (query: string, count: number): Promise<string[]> => {
    await open(`/result?${query}`, 1280);
    const ids = await page
      .locator('li.result')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-tariff-id') ?? ''));
    await context?.close();
    context = null;
    return ids.slice(0, count);
  };

  beforeAll(() => {
    mkdirSync(SHOTS, { recursive: true });
  });

  afterEach(async () => {
    await context?.close();
    context = null;
  });

  for (const width of [1280, 390]) {
    it(`item 5 at ${width} px: the card says 10.000,00 € jährl.`, async () => {
      await open(`/result?${YEARLY}`, width);
      const first = page.locator('li.result').first();
      await expect
        .poll(async () => plain(await first.textContent()))
        .toContain('10.000,00 € jährl.');
      expect(plain(await first.textContent())).not.toContain('833,33 € mtl.');
      await page
        .locator('li.result')
        .first()
        .screenshot({ path: `${SHOTS}/result-yearly-${width}.png`, timeout: 60_000 });
    });
  }

  it('item 5: details show the yearly amount and 10.000,00 € paid in year 1', async () => {
    const [id] = await tariffIds(YEARLY, 1);
    await open(`/tariff-details?tariffId=${id}&${YEARLY}`, 1280);
    expect(plain(await page.getByTestId('detail-contribution').textContent())).toBe(
      '10.000,00 € jährl.',
    );
    const body = plain(await page.locator('body').textContent());
    expect(body).toContain('10.000,00 €');
    expect(body).not.toContain('9.999,96 €');
    await page.screenshot({ path: `${SHOTS}/details-yearly-1280.png`, fullPage: true });
  });

  for (const width of [1280, 390]) {
    it(`items 5 and 9 at ${width} px: the comparison shows the Beitrag, no allowance rows`, async () => {
      const ids = await tariffIds(YEARLY, 2);
      await open(`/comparison?tariffIds=${ids.join(',')}&${YEARLY}`, width);
      const table = page.getByTestId('comparison-table');
      const text = plain(await table.textContent());
      expect(text).toContain('10.000,00 € jährl.');
      expect(text).not.toContain('Staatliche Zulagen');
      await page.screenshot({ path: `${SHOTS}/comparison-yearly-${width}.png`, fullPage: true });
    });
  }

  it('item 8: a Sofortrente shows no capital at pension start in details and comparison', async () => {
    const ids = await tariffIds(SOFORT, 2);
    await open(`/tariff-details?tariffId=${ids[0]}&${SOFORT}`, 390);
    expect(await page.getByTestId('detail-capital').count()).toBe(0);
    expect(plain(await page.locator('body').textContent())).not.toContain(
      'Kapital zum Rentenbeginn',
    );
    await page.screenshot({ path: `${SHOTS}/details-sofort-390.png`, fullPage: true });
    await context?.close();
    await open(`/comparison?tariffIds=${ids.join(',')}&${SOFORT}`, 1280);
    const text = plain(await page.getByTestId('comparison-table').textContent());
    expect(text).toContain('50.000,00 € einmalig');
    expect(text).not.toContain('Kapital zum Rentenbeginn');
    await page.screenshot({ path: `${SHOTS}/comparison-sofort-1280.png`, fullPage: true });
  });
});

describe('figures: figures a customer can trust (issue 16 items 1, 2, 3, 9)', () => {
  // Issue 16 items 1, 2, 3 and 9 in Chromium against the production build: the wish notice and
  // marks on /result, the assumed return beside every projected figure, the legal model rates in
  // the chart, one Rentenfaktor on the details page, the Riester allowances apart from the own
  // money. Screenshots at 390 and 1280 px: /tmp/figures/.

  const SCHICHT3 = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&pp=monthly';
  const RIESTER =
    'pt=riester&js=Angestellter&bd=1990-01-01&pi=1&egs=45000&mp=100&noc=1&cb=2015-03-01';
  const SOFORT = 'pt=sofort&bd=1961-05-01&otp=50000';
  const SHOTS = '/tmp/figures';

  let context: BrowserContext | null = null;
  let page: Page;

  const open = async (path: string, width: number): Promise<void> => {
    ({ context, page } = await openPage(rig, path, { width }));
  };

  // The comparison writes soft hyphens into long words (domain/format/soft-hyphens.ts).
  const plain = (text: string | null): string =>
    (text ?? '').replaceAll('\u00a0', ' ').replaceAll('\u00ad', '');

  beforeAll(() => {
    mkdirSync(SHOTS, { recursive: true });
  });

  afterEach(async () => {
    await context?.close();
    context = null;
  });

  for (const width of [1280, 390]) {
    it(`item 1 at ${width} px: a wished 100 % guarantee and hybrid lists the matching tariffs first, says how many, marks the others`, async () => {
      // The whole list (the page shows its first RESULT_FIRST_ROWS rows, then „Weitere … anzeigen“).
      await open(
        `/result?${SCHICHT3}&si=hybrid&bg=100&${SHOW_ROWS_PARAMETER}=${COMPARISON_PAGE_SIZE}`,
        width,
      );
      const notice = plain(await page.getByTestId('wish-notice').textContent());
      const counts =
        /^(\d+) von (\d+) Tarifen entsprechen Ihrer Wahl \(Anlage „Hybrid“, Beitragsgarantie mindestens 100 %\)\. (\d+) Tarife erfüllen Ihren Wunsch nicht/.exec(
          notice,
        );
      expect(counts).not.toBeNull();
      const matching = Number(counts?.[1]);
      const marked = Number(counts?.[3]);
      expect(matching + marked).toBe(Number(counts?.[2]));
      const cards = page.locator('li.result');
      await expect.poll(() => cards.count()).toBe(matching + marked);
      const wishes = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-wish')));
      expect(wishes.slice(0, matching).every((w) => w === 'erfuellt')).toBe(true);
      expect(wishes.slice(matching).every((w) => w === 'nicht-erfuellt')).toBe(true);
      const mark = plain(await cards.nth(matching).getByTestId('wish-mismatch').textContent());
      expect(mark).toMatch(/^Erfüllt Ihren Wunsch nicht: /);
      await expectAccessible(page);
      // On a phone .results__main is `display: contents` (no box of its own): the layout's box.
      await page
        .locator('.results__layout')
        .screenshot({ path: `${SHOTS}/result-wishes-${width}.png`, timeout: 60_000 });
    });
  }

  it('item 2: every card names the assumed return beside the Mögliche Rente', async () => {
    await open(`/result?${SCHICHT3}`, 1280);
    const cards = page.locator('li.result');
    const n = await cards.count();
    expect(n).toBeGreaterThan(0);
    const texts = await page.getByTestId('assumed-return').allTextContents();
    expect(texts).toHaveLength(n);
    expect(texts.map(plain)).toContain('Annahme: 6 % Fondsrendite p. a. vor Kosten');
  });

  for (const width of [1280, 390]) {
    it(`items 2 and 3 at ${width} px: the details name the assumption, draw the model rates, and show one Rentenfaktor`, async () => {
      await open(`/tariff-details?tariffId=ostseewind-leben-privatrente-etf&${SCHICHT3}`, width);
      expect(plain(await page.getByTestId('detail-assumed-return').first().textContent())).toBe(
        'Annahme: 6 % Fondsrendite p. a. vor Kosten',
      );
      expect(plain(await page.getByTestId('chart-model-rates').textContent())).toContain(
        '0,67 %, 1,67 %, 2,67 %',
      );
      await expect.poll(() => page.locator('.capital-chart__line--model').count()).toBe(3);
      // Each line says which rate it is (issue 32).
      expect(await page.getByTestId('chart-model-label').allTextContents()).toEqual(
        ['0,67 %', '1,67 %', '2,67 %'].map((t) => t.replace(' ', '\u00a0')),
      );
      const figure = plain(
        await page
          .locator('dt', { hasText: 'Rentenfaktor garantiert / aktuell' })
          .locator('xpath=following-sibling::dd')
          .textContent(),
      );
      const current = /\/ ([\d,]+ €) je 10\.000 €/.exec(figure)?.[1];
      expect(current).toBeDefined();
      const line = plain(
        await page
          .locator('.feature-list__item', { hasText: 'Rentenfaktor' })
          .locator('.feature-list__explanation')
          .first()
          .textContent(),
      );
      expect(line).toContain(`Aktueller Rentenfaktor ${current}`);
      expect(line).not.toContain('28,08');
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/details-${width}.png`, fullPage: true });
      await page
        .locator('section[aria-labelledby="details-benefits"]')
        .screenshot({ path: `${SHOTS}/details-benefits-${width}.png`, timeout: 60_000 });
    });
  }

  it('item 3: Sofortrente details show one Rentenfaktor', async () => {
    await open(`/tariff-details?tariffId=moselgrund-vorsorge-sofortrente&${SOFORT}`, 1280);
    const figure = plain(
      await page
        .locator('dt', { hasText: 'Rentenfaktor garantiert / aktuell' })
        .locator('xpath=following-sibling::dd')
        .textContent(),
    );
    const current = /\/ ([\d,]+ €) je 10\.000 €/.exec(figure)?.[1];
    const line = plain(
      await page
        .locator('.feature-list__item', { hasText: 'Rentenfaktor' })
        .locator('.feature-list__explanation')
        .first()
        .textContent(),
    );
    expect(line).toContain(`Aktueller Rentenfaktor ${current}`);
  });

  for (const width of [1280, 390]) {
    it(`item 9 at ${width} px: Riester cards and details show the allowances and keep them apart from the own money`, async () => {
      await open(`/result?${RIESTER}`, width);
      const allowance = plain(
        await page.locator('[data-figure="riesterAllowances"]').first().textContent(),
      );
      // A short first contract year (start in December) earns the allowances pro rata (§ 86 EStG).
      expect(allowance).toMatch(/^Grundzulage 175,00 € \+ Kinderzulagen 300,00 € pro Jahr(; |$)/);
      await page
        .locator('li.result')
        .first()
        .screenshot({ path: `${SHOTS}/result-riester-${width}.png`, timeout: 60_000 });
      await context?.close();
      await open(`/tariff-details?tariffId=ostseewind-leben-riester-klassik&${RIESTER}`, width);
      const euros = async (id: string): Promise<number> =>
        Number(
          plain(await page.getByTestId(id).textContent())
            .replace(/[^\d,]/g, '')
            .replace(',', '.'),
        );
      const own = await euros('detail-own-contributions');
      const allowances = await euros('detail-allowances');
      const total = await euros('detail-paid-in');
      expect(allowances).toBeGreaterThan(0);
      expect(Math.round((own + allowances) * 100)).toBe(Math.round(total * 100));
      expect(plain(await page.getByTestId('detail-riester-allowances').textContent())).toContain(
        'Grundzulage 175,00 €',
      );
      await expectAccessible(page);
      await page
        .locator('section[aria-labelledby="details-benefits"]')
        .screenshot({ path: `${SHOTS}/details-riester-${width}.png`, timeout: 60_000 });
    });
  }
});

describe('flow-shared-url: a shared result URL (issue 7)', () => {
  // A shared result URL opened in a fresh browser shows the same list as `rente compare`
  // for that URL — the same tariffs in the same order with the same figures as displayed. The
  // built CLI (bin/rente.js → dist/cli/rente.mjs) runs as a child process, as support staff run it.

  const SHARED = [
    'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&si=fondsgebunden&sort=effectiveCosts',
    'js=Angestellter&bd=1990-01-01&pt=riester&pi=1&egs=45000&mp=100&tg=2.5',
    'js=Beamter&bd=1978-09-30&pt=ruerup&mp=250&si=klassisch&oce=1',
    'bd=1955-02-03&pt=sofort&otp=50000&pgp=5',
  ];

  interface CliJson {
    readonly total: number;
    readonly shown: number;
    readonly results: readonly {
      readonly tariffId: string;
      readonly capitalAtRetirement: number;
    }[];
  }

  const rente = (...args: string[]): string =>
    execFileSync(process.execPath, [RENTE_BIN, ...args], { cwd: ROOT, encoding: 'utf8' });

  const euro = (n: number): string =>
    `${n.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}\u00a0€`;

  /** The CLI table's rows: Nr., Versicherer, Tarif, Beitrag, Garantierte/Prognostizierte Rente, … */
  /** The table's rows: the lines after the head „Nr. …“ (a wish notice may stand above it). */
  const tableRows = (table: string): string[][] => {
    const lines = table.trimEnd().split('\n');
    return lines
      .slice(lines.findIndex((line) => line.startsWith('Nr.')) + 1)
      .map((line) => line.trim().split(/ {2,}/));
  };

  beforeAll(() => {
    ensureCliBuilt();
  }, 300_000);

  it.each(SHARED)(
    'shows the list of `rente compare` in a fresh browser: %s',
    async (query) => {
      const flow = await flowPage(rig.browser, rig.server.url);
      await flow.page.goto(`${rig.server.url}/result?${query}`);
      await hydrated(flow.page);
      const shared = flow.page.url();
      const shown = await listedRows(flow.page);
      const count = await flow.page.getByTestId('result-count').textContent();

      // The page shows its first RESULT_FIRST_ROWS rows; `--top` lists as many.
      const top = String(RESULT_FIRST_ROWS);
      const json = JSON.parse(rente('compare', shared, '--json', '--top', top)) as CliJson;
      const table = rente('compare', shared, '--top', top);
      expect(json.results.length).toBeGreaterThan(1);
      expect(count).toBe(`${json.shown} von ${json.total} Tarifen`);
      expect(table.split('\n')[0]).toContain(
        json.shown > shown.length
          ? `die ersten ${shown.length} von ${json.shown} Tarifen`
          : `${json.shown} von ${json.total} Tarifen`,
      );
      expect(shown.map((r) => r.tariffId)).toEqual(json.results.map((r) => r.tariffId));
      const printed = tableRows(table);
      const product = new URLSearchParams(query).get('pt') as ProductType | null;
      const { showsCapital } = resultPresentationOf(product ?? undefined);
      expect(printed).toHaveLength(shown.length);
      for (const [i, row] of shown.entries()) {
        const [nr, insurer, tariff, , guaranteed, projected, , costs, grade, id] = printed[i] ?? [];
        const asPrinted: ShownRow = {
          tariffId: id ?? '',
          insurer: insurer ?? '',
          tariff: tariff ?? '',
          grade: grade ?? '',
          guaranteedPension: guaranteed ?? '',
          projectedPension: projected ?? '',
          // A Sofortrente's card shows no capital at pension start (nothing is saved first).
          capitalAtRetirement: showsCapital
            ? euro(json.results[i]?.capitalAtRetirement ?? Number.NaN)
            : '',
          effectiveCosts: costs ?? '',
        };
        expect(nr).toBe(String(i + 1));
        expect(row).toEqual(asPrinted);
      }
      await finish(flow);
    },
    60_000,
  );
});

describe('flow-tracking: tracking of the flow steps (SPEC §9)', () => {
  // SPEC §9: with analytics consent every step of the flow is one page view with
  // the page's type, product category and area id, read back through the test route
  // (RK_TEST_ROUTES=1); with only the necessary cookies not one tracking request.

  /** The events stored after `mark` (eventMark), oldest first. */
  const storedEvents = async (mark: number): Promise<StoredEvent[]> =>
    (await storedEventsOf(rig.server.url, mark)).reverse();

  /** Runs a step and, with consent, waits until its page view has been stored. */
  const tracked = async (flow: FlowPage, consent: boolean, step: () => Promise<void>) => {
    const stored = consent
      ? flow.page.waitForResponse((r) => r.url().endsWith('/api/tracking/events'))
      : null;
    await step();
    if (stored !== null) expect((await stored).headers()['x-rk-tracking']).toBe('recorded');
  };

  /** Landing → four steps → result list → comparison, as a user goes, no reloads. */
  const walkRegular = async (flow: FlowPage, consent: boolean): Promise<void> => {
    const { field, radio, page } = flow;
    await tracked(flow, consent, () => openLanding(flow, LANDINGS.ruerup));
    await tracked(flow, consent, () =>
      useEntryWidget(flow, { birthday: '12.04.1985', job: 'Angestellter' }),
    );
    await fillPersonalData(flow);
    await tracked(flow, consent, () => submitStep(flow, '/onboarding-product-selection'));
    await radio('productType', 'ruerup').check();
    await tracked(flow, consent, () => submitStep(flow, '/onboarding-contribution'));
    await field('contribution').pressSequentially('200');
    await tracked(flow, consent, () => submitStep(flow, '/onboarding-investment-selection'));
    await radio('investmentType', 'klassisch').check();
    await tracked(flow, consent, () => submitStep(flow, '/result'));
    const boxes = page.locator('li.result input[name="tarif"]');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await tracked(flow, consent, async () => {
      await page.getByRole('button', { name: 'Vergleichen', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/comparison');
      await hydrated(page);
    });
  };

  /** The sofort landing → /onboarding-sofort → result list. */
  const walkSofort = async (flow: FlowPage, consent: boolean): Promise<void> => {
    await tracked(flow, consent, () => openLanding(flow, LANDINGS.sofort));
    await tracked(flow, consent, () =>
      useEntryWidget(flow, { birthday: '03.02.1955', job: 'Beamter', sofort: true }),
    );
    await flow.field('oneTimePayment').pressSequentially('50.000');
    await tracked(flow, consent, () => submitStep(flow, '/result'));
  };

  const view = (path: string, areaId: string, productCategory = 'rente', pageType = 'other') =>
    expect.objectContaining({
      name: 'pageview',
      event: expect.objectContaining({ kind: 'pageview', path, areaId, pageType, productCategory }),
    });

  it('stores one page view per step with analytics consent', async () => {
    const before = await eventMark(rig.server.url);
    const flow = await flowPage(rig.browser, rig.server.url, { consent: 'f.a' });
    await walkRegular(flow, true);
    await walkSofort(flow, true);
    const events = await storedEvents(before);
    expect(events).toEqual([
      view(LANDINGS.ruerup, 'rk_ruerup_rente_lp_vergleichen', 'rente', 'SEA'),
      view('/onboarding-personal-data', 'rk_onboarding_personal_data'),
      view('/onboarding-product-selection', 'rk_onboarding_product_selection'),
      view('/onboarding-contribution', 'rk_onboarding_contribution'),
      view('/onboarding-investment-selection', 'rk_onboarding_investment_selection'),
      view('/result', 'rk_result'),
      view('/comparison', 'rk_comparison'),
      view(
        LANDINGS.sofort,
        'rk_rentenversicherung_sofortrente_einmalbeitrag_lp_vergleichen',
        'rente-ez',
        'SEA',
      ),
      view('/onboarding-sofort', 'rk_onboarding_sofort', 'rente-ez'),
      view('/result', 'rk_result'),
    ]);
    for (const { event } of events) {
      expect(event).toMatchObject({ siteId: 136, actionId: 1352, generalSiteId: 57 });
    }
    // One visit: the same reference id throughout (its cookie), and one tracking session across
    // full page loads too (its browser-session cookie).
    expect(new Set(events.map((e) => e.event.renRef)).size).toBe(1);
    const session = events.map((e) => e.event.trackingSessionId);
    expect(new Set(session).size).toBe(1);
    expect(typeof session[0]).toBe('string');
    await finish(flow);
  }, 120_000);

  it('sends no tracking request and stores nothing with only the necessary cookies', async () => {
    const before = await eventMark(rig.server.url);
    const flow = await flowPage(rig.browser, rig.server.url, { consent: 'f' });
    const requests = trackingRequests(flow.page);
    await walkRegular(flow, false);
    await walkSofort(flow, false);
    // A late tracking request would have been sent by the time the network is idle.
    await flow.page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    expect(await storedEvents(before)).toEqual([]);
    await finish(flow);
  }, 120_000);
});
