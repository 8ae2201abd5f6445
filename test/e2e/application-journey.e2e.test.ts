import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { VISITOR_COOKIE } from '../../domain/device/cookies';
import { axeViolations } from '../support/axe-violations';
import { BROWSER_TEST_TIMEOUT_MS, launchChromium } from '../support/browser-rig';
import { ensureBuilt } from '../support/built-server';
import {
  exampleApplicationForm,
  type MemoryApplicationJourney,
  memoryApplicationJourney,
} from '../support/memory-application-journey';
import { startTestServer, type TestServer } from '../support/test-server';
import { withConsent } from './shell-kit';

// The application journey in Chromium: from the result list's "Online abschließen" through
// /personal-login (going on without an account), /online-contract (ticks, a double click) to
// /thankyou, without JavaScript too, and a submission that could not be stored. The server runs
// in this process with the application use cases in memory (test/support) until the real
// storage and /personal-data are merged; the pages are the production build.

const SEARCH = 'js=Angestellter&bd=1985-04-12&pt=schicht3&ra=67&mp=150&pp=monthly';
const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, userAgent: MOBILE_UA };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

const SHOTS = process.env.RK_SCREENSHOTS === '1' ? path.resolve('docs/screenshots') : null;

vi.setConfig({ testTimeout: BROWSER_TEST_TIMEOUT_MS });

let server: TestServer;
let browser: Browser;
let journey: MemoryApplicationJourney;

beforeAll(async () => {
  ensureBuilt();
  journey = memoryApplicationJourney();
  [server, browser] = await Promise.all([
    startTestServer({
      overrides: { applicationJourney: journey },
      removeDataDir: true,
      config: (origin) => ({ publicUrl: origin, loginUrl: `${origin}/login` }),
    }),
    launchChromium(),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The visitor's id from the signed rk_visitor cookie the server set in this context. */
const visitorIdOf = async (context: BrowserContext): Promise<string> => {
  const cookie = (await context.cookies()).find((c) => c.name === VISITOR_COOKIE);
  if (cookie === undefined) throw new Error('no visitor cookie');
  const value = decodeURIComponent(cookie.value);
  return value.slice(0, value.lastIndexOf('.'));
};

const shoot = async (page: Page, name: string): Promise<void> => {
  const file = path.join(SHOTS ?? '/tmp/rk-journey-shots', name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
};

/** The three ticks of the contract page. */
const tickAll = async (page: Page): Promise<void> => {
  for (const label of [
    /Ich verzichte auf eine Beratung/,
    /Widerrufsbelehrung gelesen/,
    /Ich willige ein/,
  ]) {
    await page.getByLabel(label).check();
  }
};

/** An online tariff's contract page with a saved draft, in a fresh context. */
const contractPageWithDraft = async (context: BrowserContext): Promise<Page> => {
  await withConsent(context, server.url, 'f');
  const page = await context.newPage();
  const list = await page.request.post(`${server.url}/api/comparison`, { data: { query: SEARCH } });
  const facts = ((await list.json()) as { facts: { tariffId: string; onlineContract: boolean }[] })
    .facts;
  const tariffId = facts.find((f) => f.onlineContract)?.tariffId ?? '';
  await page.goto(`${server.url}/online-contract?tariffId=${tariffId}&${SEARCH}`);
  journey.saveDraft(await visitorIdOf(context), exampleApplicationForm());
  await page.reload();
  await expect.poll(() => page.getByTestId('contract-summary').isVisible()).toBe(true);
  return page;
};

describe('the application journey in Chromium', () => {
  it('result list → /personal-login → without an account → /personal-data', async () => {
    const context = await browser.newContext(DESKTOP);
    await withConsent(context, server.url, 'f');
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/result?${SEARCH}`);
      const entry = page.getByTestId('online-contract-entry').first();
      await expect.poll(() => entry.isVisible()).toBe(true);
      await expect.poll(() => page.getByTestId('consultation-entry').count()).toBeGreaterThan(1);
      await entry.click();
      await page.waitForURL(/\/personal-login\?tariffId=/);
      await expect.poll(() => page.getByTestId('login-choice-guest').isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, 'personal-login-1280.png');
      await page.getByRole('link', { name: 'Ohne Konto weiter' }).click();
      await page.waitForURL(/\/login\/auth\/prepare/);
      const guest = page.locator('#ohne-konto');
      await guest.getByLabel('E-Mail').fill('maria@example.org');
      await guest.getByLabel('Telefon').fill('0171 2345678');
      await guest.getByRole('button', { name: 'Weiter ohne Konto' }).click();
      await page.waitForURL(/\/personal-data\?tariffId=/);
      const url = new URL(page.url());
      expect(url.searchParams.get('pt')).toBe('schicht3');
      expect(url.searchParams.get('mp')).toBe('150');
    } finally {
      await context.close();
    }
  });

  it('/personal-login on a phone: the choices, no desktop-version link', async () => {
    const context = await browser.newContext(PHONE);
    await withConsent(context, server.url, 'f');
    try {
      const page = await context.newPage();
      const list = await page.request.post(`${server.url}/api/comparison`, {
        data: { query: SEARCH },
      });
      const facts = ((await list.json()) as { facts: { tariffId: string }[] }).facts;
      await page.goto(`${server.url}/personal-login?tariffId=${facts[0]?.tariffId}&${SEARCH}`);
      await expect.poll(() => page.getByTestId('login-choice-login').isVisible()).toBe(true);
      expect(await page.getByText('Zur Desktop-Version').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, 'personal-login-390.png');
    } finally {
      await context.close();
    }
  });

  it('/online-contract: the ticks, then a double click submits once → /thankyou', async () => {
    const context = await browser.newContext(DESKTOP);
    try {
      const page = await contractPageWithDraft(context);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, 'online-contract-1280.png');
      await page.getByRole('button', { name: 'Jetzt zahlungspflichtig abschließen' }).click();
      await expect
        .poll(() => page.getByText('Bitte bestätigen Sie den Beratungsverzicht').isVisible())
        .toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      const before = journey.submissions.length;
      await tickAll(page);
      await page.getByRole('button', { name: 'Jetzt zahlungspflichtig abschließen' }).dblclick();
      await page.waitForURL(/\/thankyou\?ref=RK-/);
      expect(journey.submissions.length).toBe(before + 1);
      await expect.poll(() => page.getByTestId('reference').isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, 'thankyou-1280.png');
      // Back from the thank-you page: the contract page again, loaded by the server.
      await page.goBack();
      await expect.poll(() => page.getByTestId('contract-summary').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('/online-contract on a phone', async () => {
    const context = await browser.newContext(PHONE);
    try {
      const page = await contractPageWithDraft(context);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, 'online-contract-390.png');
    } finally {
      await context.close();
    }
  });

  it('works without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await contractPageWithDraft(context);
      const count = journey.applications.length;
      await tickAll(page);
      await page.getByRole('button', { name: 'Jetzt zahlungspflichtig abschließen' }).click();
      await page.waitForURL(/\/thankyou\?ref=RK-/);
      expect(journey.applications.length).toBe(count + 1);
    } finally {
      await context.close();
    }
  });

  it('not stored: /thankyou-error with the hotline, "Erneut versuchen" succeeds', async () => {
    const context = await browser.newContext(PHONE);
    try {
      const page = await contractPageWithDraft(context);
      await tickAll(page);
      journey.failStore = true;
      await page.getByRole('button', { name: 'Jetzt zahlungspflichtig abschließen' }).click();
      await page.waitForURL(/\/thankyou-error\?/);
      journey.failStore = false;
      await expect.poll(() => page.getByTestId('thankyou-error-message').isVisible()).toBe(true);
      expect(await page.getByText('0800 123 45 67').first().isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, 'thankyou-error-390.png');
      await page.getByTestId('retry').click();
      await page.waitForURL(/\/thankyou\?ref=RK-/);
    } finally {
      journey.failStore = false;
      await context.close();
    }
  });
});
