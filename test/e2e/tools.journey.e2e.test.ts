import fs from 'node:fs';
import type { BrowserContextOptions, Page } from 'playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe-violations';
import { DESKTOP_VIEW, PHONE_VIEW, setUpRig } from '../support/browser-rig';
import { setUpInProcessRig } from '../support/in-process-rig';
import {
  eventMark,
  moveServerClock,
  notHydrated,
  type StoredEvent,
  storedEventsOf,
  watchedPage,
  withConsent,
} from './shell-kit';

// The tools in Chromium: the three calculators and the Rentenlückencheck against the in-process
// test server (one for both), and the pension-gap banner with its tracking against a built server
// of its own (its describe starts it): it moves the server clock and reads every stored event.

const rig = setUpInProcessRig();

describe('calculators: the calculators in Chromium', () => {
  // The three calculators in Chromium: a wrong form with its message at the field, then the result
  // of a worked example of the domain tests — with JavaScript at 390 px, without at 1280 px.

  const MOBILE_UA =
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
  const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, userAgent: MOBILE_UA };
  const DESKTOP = { viewport: { width: 1280, height: 900 } };
  const SHOTS = '/tmp/rk-calculator-shots';

  beforeAll(() => {
    fs.mkdirSync(SHOTS, { recursive: true });
  });

  interface CalculatorCase {
    readonly name: string;
    readonly path: string;
    readonly heading: string;
    readonly submit: string;
    /** Fills a wrong form; the field whose message is checked. */
    readonly wrong: (page: Page) => Promise<{ readonly id: string; readonly message: string }>;
    /** Fills the worked example and checks the result. */
    readonly right: (page: Page) => Promise<void>;
  }

  const text = (page: Page, testId: string): Promise<string | null> =>
    page.getByTestId(testId).textContent();

  const CASES: readonly CalculatorCase[] = [
    {
      name: 'Rentenversicherung-Rechner',
      path: '/rentenversicherung/rechner',
      heading: 'Rentenversicherungsrechner',
      submit: 'Rente berechnen',
      wrong: async (page) => {
        await page.getByLabel('Jahre bis zum Rentenbeginn').fill('0');
        return {
          id: '#rvr-years-message',
          message:
            'Bitte geben Sie die Jahre bis zum Rentenbeginn als ganze Zahl zwischen 1 und 50 an.',
        };
      },
      right: async (page) => {
        // 100 € a month for 30 years (pension-insurance-calculator.test.ts).
        await page.getByLabel('Monatlicher Beitrag (€)').fill('100');
        await page.getByLabel('Jahre bis zum Rentenbeginn').fill('30');
        await page.getByRole('button', { name: 'Rente berechnen' }).click();
        await expect.poll(() => text(page, 'calc-capital-1')).toBe('46.660,85\u00a0€');
        expect(await text(page, 'calc-paid')).toBe('36.000\u00a0€');
        expect(await text(page, 'calc-capital-0')).toBe('39.870,38\u00a0€');
        expect(await text(page, 'calc-pension-2')).toBe('265,02\u00a0€');
        expect(await page.getByRole('region', { name: 'Ihr Ergebnis' }).textContent()).toContain(
          'Modellrechnung vor Kosten',
        );
        expect(page.url()).toContain('monthly=100');
      },
    },
    {
      name: 'Riester-Rechner',
      path: '/riester-rente/rechner',
      heading: 'Riester',
      submit: 'Förderung berechnen',
      wrong: async (page) => {
        await page.getByLabel('Bruttoeinkommen im Vorjahr (€)').fill('viel');
        return {
          id: '#rir-gross-message',
          message:
            'Bitte geben Sie Ihr rentenversicherungspflichtiges Vorjahreseinkommen als Betrag in Euro an (höchstens 10.000.000 €).',
        };
      },
      right: async (page) => {
        // 60,000 €, no children: Mindesteigenbeitrag 1,925 €, Günstigerprüfung 578 € (riester-calculator.test.ts).
        await page.getByLabel('Bruttoeinkommen im Vorjahr (€)').fill('60.000');
        await page.getByRole('button', { name: 'Förderung berechnen' }).click();
        await expect.poll(() => text(page, 'riester-minimum')).toBe('1.925\u00a0€');
        expect(await text(page, 'riester-allowances')).toBe('175\u00a0€');
        expect(await text(page, 'riester-tax-benefit')).toBe('578\u00a0€');
        expect(await text(page, 'riester-support')).toBe('753\u00a0€');
      },
    },
    {
      name: 'Rürup-Rechner',
      path: '/ruerup-rente/rechner',
      heading: 'Rürup',
      submit: 'Steuerersparnis berechnen',
      wrong: async (page) => {
        await page.getByLabel('Ihr Beitrag im Jahr (€)').fill('0');
        return {
          id: '#rur-contribution-message',
          message:
            'Bitte geben Sie Ihren Beitrag im Jahr als Betrag in Euro an (mehr als 0 €, höchstens 1.000.000 €).',
        };
      },
      right: async (page) => {
        // 20,000 € of 100,000 € profit, self-employed: 8,400 € + 999,60 € Soli (ruerup-calculator.test.ts).
        await page.getByLabel('Ihr Beitrag im Jahr (€)').fill('20.000');
        await page.getByLabel('Bruttojahreseinkommen oder Gewinn (€)').fill('100.000');
        await page
          .getByRole('group', { name: 'Wie sind Sie beschäftigt?' })
          .getByLabel('Selbstständig oder nicht rentenversicherungspflichtig')
          .check();
        await page.getByRole('button', { name: 'Steuerersparnis berechnen' }).click();
        await expect.poll(() => text(page, 'ruerup-saving')).toBe('9.399,60\u00a0€');
        expect(await text(page, 'ruerup-deductible')).toBe('20.000\u00a0€');
        expect(await text(page, 'ruerup-maximum')).toBe('30.826\u00a0€');
      },
    },
  ];

  for (const calc of CASES) {
    for (const [mode, options] of [
      ['with JavaScript at 390 px', { ...PHONE, javaScriptEnabled: true }],
      ['without JavaScript at 1280 px', { ...DESKTOP, javaScriptEnabled: false }],
    ] as const) {
      it(`${calc.name}: message at the field, then the result (${mode})`, async () => {
        const context = await rig.browser.newContext(options);
        await withConsent(context, rig.server.url, 'f');
        const width = options.viewport.width;
        const shot = `${SHOTS}/${calc.path.split('/')[1]}`;
        try {
          const page = await context.newPage();
          const problems: string[] = [];
          page.on('console', (m) => {
            if (m.type() === 'error') problems.push(m.text());
          });
          // Generous: the first page of a cold server on the shared machine may take long.
          await page.goto(`${rig.server.url}${calc.path}`, { timeout: 90_000 });
          await expect
            .poll(() => page.getByRole('heading', { level: 1 }).textContent())
            .toContain(calc.heading);
          if (options.javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

          const { id, message } = await calc.wrong(page);
          await page.getByRole('button', { name: calc.submit }).click();
          await expect.poll(() => page.locator(id).textContent()).toBe(message);
          await page.screenshot({ path: `${shot}-errors-${width}.png`, fullPage: true });

          await calc.right(page);
          if (options.javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
          await page.screenshot({ path: `${shot}-result-${width}.png`, fullPage: true });

          // The address is shareable: a fresh page on it shows the same result.
          const shared = await context.newPage();
          const answer = await shared.goto(page.url(), { timeout: 90_000 });
          expect(answer?.status()).toBe(200);
          expect(await shared.locator('#calc-result').count()).toBe(1);
          expect(problems).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});

describe('pension-gap: the Rentenlückencheck in Chromium', () => {
  // The Rentenlückencheck in Chromium: a wrong form with its messages at the fields, then the
  // analysis and the result with the comparison link — with and without JavaScript.

  const SHOTS = '/tmp/rk-pension-gap-shots';
  const PATH = '/rentenversicherung/rentenlueckencheck';

  beforeAll(() => {
    fs.mkdirSync(SHOTS, { recursive: true });
  });

  const submit = async (page: Page): Promise<void> => {
    await page.getByRole('button', { name: 'Rentenlücke berechnen' }).click();
    await page.waitForURL(/age=/);
  };

  for (const [name, options] of [
    ['with JavaScript at 390 px', { ...PHONE_VIEW, javaScriptEnabled: true }],
    ['without JavaScript at 1280 px', { ...DESKTOP_VIEW, javaScriptEnabled: false }],
  ] as const) {
    it(`messages at the fields, then the analysis and the result (${name})`, async () => {
      const context = await rig.browser.newContext(options);
      await withConsent(context, rig.server.url, 'f');
      const width = options.viewport.width;
      try {
        const page = await context.newPage();
        await page.goto(`${rig.server.url}${PATH}`);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent())
          .toContain('Rentenlückencheck');
        if (options.javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

        // „Haben Sie Kinder?“ starts unanswered and is required (issue 32, finding 9).
        const children = page.getByRole('group', { name: 'Haben Sie Kinder?' });
        expect(await children.locator('input:checked').count()).toBe(0);
        expect(await children.locator('input[required]').count()).toBe(2);
        await page.getByLabel('Ihr Alter (Jahre)').fill('17');
        await submit(page);
        const ageField = page.getByLabel('Ihr Alter (Jahre)');
        await expect.poll(() => ageField.getAttribute('aria-invalid')).toBe('true');
        expect(await page.locator('#rlc-age-message').textContent()).toBe(
          'Bitte geben Sie Ihr Alter in ganzen Jahren zwischen 18 und 62 an.',
        );
        expect(await page.locator('#rlc-net-message').textContent()).toContain(
          'monatliches Nettoeinkommen',
        );
        expect(await page.locator('#rlc-childless-message').textContent()).toBe(
          'Bitte geben Sie an, ob Sie Kinder haben.',
        );
        await page.screenshot({ path: `${SHOTS}/errors-${width}.png`, fullPage: true });

        await ageField.fill('40');
        await page.getByLabel('Bruttojahreseinkommen (€)').fill('51.944');
        await page.getByLabel('Nettoeinkommen im Monat (€)').fill('3.000');
        await page.getByLabel(/Gewünschter Rentenbeginn/).fill('67');
        await children.getByLabel('Ja').check();
        await submit(page);
        await expect
          .poll(() => page.getByTestId('pension-gap').textContent())
          .toBe('785,03\u00a0€');
        expect(page.url()).toContain('age=40');
        // The answer opens at the analysis, not at the page's top (issue 32).
        expect(page.url()).toContain('#rlc-analysis');
        await expect
          .poll(() =>
            page.evaluate(
              () => document.getElementById('rlc-analysis')?.getBoundingClientRect().top ?? -1,
            ),
          )
          .toBeLessThan(options.viewport.height);
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        const analysis = await page.getByRole('region', { name: '2. Analyse' }).textContent();
        expect(analysis).toContain('47 Entgeltpunkte');
        expect(analysis).toContain('1.614,97\u00a0€');
        const result = await page.getByRole('region', { name: '3. Ergebnis' }).textContent();
        expect(result).toContain('587,32\u00a0€ im Monat');
        const start = page.getByRole('link', { name: 'Jetzt Vergleich starten' });
        expect(await start.getAttribute('href')).toBe(
          '/onboarding-personal-data?pt=schicht3&ra=67&mp=588',
        );
        if (options.javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/result-${width}.png`, fullPage: true });
      } finally {
        await context.close();
      }
    });
  }

  it('the landing page variant answers a shared address with the same result', async () => {
    const context = await rig.browser.newContext({ ...DESKTOP_VIEW, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(
        `${rig.server.url}/rentenversicherung/lp/vergleichen/rentenlueckencheck?age=50&net=2500&retireAt=64&statutory=1500&share=90&childless=1`,
      );
      expect(response?.status()).toBe(200);
      expect(await page.getByTestId('pension-gap').textContent()).toBe('1.085,78\u00a0€');
      expect(await page.getByRole('region', { name: '2. Analyse' }).textContent()).toContain(
        'Renteninformation',
      );
    } finally {
      await context.close();
    }
  });
});

describe('pension-gap-banner: the banner and the tracking of the Rentenlückencheck', () => {
  // Its tests move the worker server's clock (and set it back) and read the events they stored.
  const rig = setUpRig();
  // SPEC §3: the pension-gap banner with calendar and countdown on the Rentenlückencheck (never on
  // the private pension's landing page: no year-end urgency there), server-rendered right without JavaScript and
  // refreshed at second 0 with it (SPEC §4). SPEC §9: the check's pages are tracked under site 202,
  // action 2305, product category rlc.

  const CHECK = '/rentenversicherung/rentenlueckencheck';
  const CHECK_AD = '/rentenversicherung/lp/vergleichen/rentenlueckencheck';
  const LANDING = '/rentenversicherung/lp/vergleichen';
  const SHOTS = '/tmp/rk-pension-gap-banner-shots';
  const MOBILE_UA =
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
  const PHONE: BrowserContextOptions = {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    userAgent: MOBILE_UA,
  };
  const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

  // 26 November 2026, 15:15:05 in Berlin (UTC+1): 35 days 8:44:55 to 1 January 00:00.
  const AT = '2026-11-26T14:15:05Z';

  const banner = (page: Page) => page.locator('.rk-campaign-banner--pensionGap');
  const timerText = (page: Page) => banner(page).getByRole('timer').textContent();

  const withServerAt = async (run: () => Promise<void>): Promise<void> => {
    await moveServerClock(rig.server.url, { set: AT });
    try {
      await run();
    } finally {
      await moveServerClock(rig.server.url, { reset: true });
    }
  };

  describe('the pension-gap banner in Chromium', () => {
    it('shows the banner on the check with JavaScript, accessible, at 390 and 1280 px', async () => {
      fs.mkdirSync(SHOTS, { recursive: true });
      await withServerAt(async () => {
        for (const [name, options] of [
          ['390', PHONE],
          ['1280', DESKTOP],
        ] as const) {
          const { context, page, problems } = await watchedPage(rig.browser, options);
          await withConsent(context, rig.server.url, 'f');
          // The browser clock runs from the server's moment on (the check hydrates on arrival).
          await page.clock.install({ time: new Date(AT) });
          await page.goto(`${rig.server.url}${CHECK}`);
          await expect.poll(() => notHydrated(page), { timeout: 60_000 }).toBe(false);
          expect(await page.locator('.rk-campaign-banner').count()).toBe(1);
          expect(await banner(page).locator('.rk-campaign-banner__title').textContent()).toBe(
            'Rentenlücke noch 2026 angehen',
          );
          expect(await banner(page).locator('time.rk-calendar-sheet').textContent()).toBe(
            'Donnerstag 31. Dezember',
          );
          expect(await timerText(page)).toMatch(/^Noch 35 Tage, 8 Std., \d{1,2} Min\.$/);
          expect(await axeViolations(page)).toEqual([]);
          await page.screenshot({ path: `${SHOTS}/check-js-${name}.png` });
          expect(problems).toEqual([]);
          await context.close();
        }
      });
    });

    it('is server-rendered right without JavaScript; the private pension’s landing page has none', async () => {
      await withServerAt(async () => {
        for (const [name, options] of [
          ['390', PHONE],
          ['1280', DESKTOP],
        ] as const) {
          const context = await rig.browser.newContext({ ...options, javaScriptEnabled: false });
          await withConsent(context, rig.server.url, 'f');
          const page = await context.newPage();
          await page.goto(`${rig.server.url}${CHECK_AD}`);
          expect(await timerText(page)).toBe('Noch 35 Tage, 8 Std., 44 Min.');
          expect(await banner(page).locator('time').getAttribute('datetime')).toBe('2026-12-31');
          expect(await banner(page).textContent()).toContain(
            'Beiträge zur Riester- und Rürup-Rente, die bis zum 31.12. gezahlt sind, zählen noch für Ihre Steuer 2026.',
          );

          await page.goto(`${rig.server.url}${LANDING}`);
          expect(await page.locator('.rk-campaign-banner').count()).toBe(0);
          await page.goto(`${rig.server.url}${CHECK}`);
          expect(await banner(page).locator('.rk-campaign-banner__title').textContent()).toBe(
            'Rentenlücke noch 2026 angehen',
          );
          await page.screenshot({ path: `${SHOTS}/check-nojs-${name}.png` });
          await context.close();
        }
      });
    });

    it('shows no pension-gap banner outside the campaign (the server clock in March)', async () => {
      await moveServerClock(rig.server.url, { set: '2026-03-15T10:00:00Z' });
      try {
        const context = await rig.browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
        const page = await context.newPage();
        await page.goto(`${rig.server.url}${CHECK}`);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(
          'Rentenlückencheck',
        );
        expect(await page.locator('.rk-campaign-banner').count()).toBe(0);
        await context.close();
      } finally {
        await moveServerClock(rig.server.url, { reset: true });
      }
    });
  });

  describe('tracking of the Rentenlückencheck (SPEC §9: site 202, action 2305, rlc)', () => {
    it('stores each page view of the check under 202 / 2305 / rlc, the result page too', async () => {
      const before = await eventMark(rig.server.url);
      const { context, page } = await watchedPage(rig.browser);
      await withConsent(context, rig.server.url, 'f.a');
      const open = async (path: string): Promise<void> => {
        const stored = page.waitForResponse((r) => r.url().endsWith('/api/tracking/events'));
        await page.goto(`${rig.server.url}${path}`);
        expect((await stored).headers()['x-rk-tracking']).toBe('recorded');
      };
      await open(CHECK);
      await open(`${CHECK_AD}?age=50&net=2500&retireAt=64&statutory=1500&share=90&childless=1`);
      const events: StoredEvent[] = (await storedEventsOf(rig.server.url, before)).reverse();
      expect(events.map((e) => [e.name, e.event.path])).toEqual([
        ['pageview', CHECK],
        ['pageview', CHECK_AD],
      ]);
      for (const { event } of events) {
        expect(event).toMatchObject({
          siteId: 202,
          actionId: 2305,
          generalSiteId: 57,
          productCategory: 'rlc',
        });
      }
      expect(events.map((e) => e.event.pageType)).toEqual(['PSSSEO', 'SEA']);
      await context.close();
    });
  });
});
