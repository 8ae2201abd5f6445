import type { BrowserContext, Page } from 'playwright';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AGE_LIMITS, BIRTHDAY_MESSAGES } from '../../domain/age/check-birthday';
import { setUpRig } from '../support/browser-rig';
import { hydrateByInteraction } from './landing-js';

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

const rig = setUpRig(180_000);

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

describe('the entry widget (SPEC §2) in Chromium', () => {
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
