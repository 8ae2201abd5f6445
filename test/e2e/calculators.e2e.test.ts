import fs from 'node:fs';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../support/axe-violations';
import { BROWSER_TEST_TIMEOUT_MS, connectChromium } from '../support/browser-rig';
import { ensureBuilt } from '../support/built-server';
import { startTestServer, type TestServer } from '../support/test-server';
import { withConsent } from './shell-kit';

// The three calculators in Chromium: a wrong form with its message at the field, then the result
// of a worked example of the domain tests — with JavaScript at 390 px, without at 1280 px.

const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, userAgent: MOBILE_UA };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const SHOTS = '/tmp/rk-calculator-shots';

vi.setConfig({ testTimeout: BROWSER_TEST_TIMEOUT_MS });

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ensureBuilt();
  fs.mkdirSync(SHOTS, { recursive: true });
  [server, browser] = await Promise.all([
    startTestServer({
      removeDataDir: true,
      config: (origin) => ({ publicUrl: origin, loginUrl: `${origin}/login` }),
    }),
    connectChromium(),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
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
      await page.getByLabel('Nein, selbstständig oder nicht rentenversicherungspflichtig').check();
      await page.getByRole('button', { name: 'Steuerersparnis berechnen' }).click();
      await expect.poll(() => text(page, 'ruerup-saving')).toBe('9.399,60\u00a0€');
      expect(await text(page, 'ruerup-deductible')).toBe('20.000\u00a0€');
      expect(await text(page, 'ruerup-maximum')).toBe('30.826\u00a0€');
    },
  },
];

describe('the calculators in Chromium', () => {
  for (const calc of CASES) {
    for (const [mode, options] of [
      ['with JavaScript at 390 px', { ...PHONE, javaScriptEnabled: true }],
      ['without JavaScript at 1280 px', { ...DESKTOP, javaScriptEnabled: false }],
    ] as const) {
      it(`${calc.name}: message at the field, then the result (${mode})`, async () => {
        const context = await browser.newContext(options);
        await withConsent(context, server.url, 'f');
        const width = options.viewport.width;
        const shot = `${SHOTS}/${calc.path.split('/')[1]}`;
        try {
          const page = await context.newPage();
          const problems: string[] = [];
          page.on('console', (m) => {
            if (m.type() === 'error') problems.push(m.text());
          });
          // Generous: the first page of a cold server on the shared machine may take long.
          await page.goto(`${server.url}${calc.path}`, { timeout: 90_000 });
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
