import type { BrowserContext, Page } from 'playwright';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe-violations';
import { setUpRig } from '../support/browser-rig';

// Issue 32 finding 6: the result list at 1280 × 800 and 390 × 844 — the first tariff in the first
// viewport (it started at 1,211 px under the filters at 1280 px), the filters in a sidebar on a
// wide screen and behind a button on a phone, and a search bar (Beitrag, Versicherungsbeginn,
// Rentenbeginn) that changes the list, with JavaScript and without (a GET form).

const rig = setUpRig();
const SEARCH = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&si=fondsgebunden';

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

const open = async (
  width: number,
  height: number,
  javaScriptEnabled = true,
): Promise<{ page: Page; problems: string[] }> => {
  const context = await rig.browser.newContext({
    viewport: { width, height },
    javaScriptEnabled,
  });
  contexts.push(context);
  await context.addCookies([{ name: 'rk_consent', value: 'f', url: rig.server.url }]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  const answer = await page.goto(`${rig.server.url}/result?${SEARCH}`);
  expect(answer?.status()).toBe(200);
  if (javaScriptEnabled) {
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
  }
  return { page, problems };
};

const boxOf = async (page: Page, selector: string) => {
  const box = await page.locator(selector).first().boundingBox();
  if (box === null) throw new Error(`${selector} is not shown`);
  return box;
};

/** The first card's contribution as shown („300,00 € mtl.“). */
const firstContribution = (page: Page): Promise<string> =>
  page
    .locator('li.result')
    .first()
    .locator('.result__figures > div', { hasText: 'Beitrag' })
    .first()
    .locator('dd')
    .innerText();

describe('result-layout: the result list in the first viewport', () => {
  it('1280 × 800: the first tariff on the first screen, the filters a sidebar to its left', async () => {
    const { page, problems } = await open(1280, 800);
    const card = await boxOf(page, 'li.result');
    expect(card.y).toBeGreaterThan(0);
    expect(card.y + 120).toBeLessThan(800);
    const filters = await boxOf(page, 'form.filters');
    expect(filters.x + filters.width).toBeLessThanOrEqual(card.x);
    expect(filters.y).toBeLessThan(card.y);
    // The search bar is open: its three fields are there without a click.
    const bar = page.getByTestId('search-bar');
    await expect(bar.getByLabel(/Beitrag/).isVisible()).resolves.toBe(true);
    await expect(bar.getByLabel('Versicherungsbeginn').isVisible()).resolves.toBe(true);
    await expect(bar.getByLabel('Rentenbeginn mit').isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('390 × 844: the first tariff on the first screen, the search in one line with „ändern“', async () => {
    const { page, problems } = await open(390, 844);
    const card = await boxOf(page, 'li.result');
    expect(card.y).toBeGreaterThan(0);
    expect(card.y + 80).toBeLessThan(844);
    const summary = page.locator('.search-bar__summary');
    await expect(summary.innerText()).resolves.toMatch(
      /Ihre Suche:\s150\s€\smtl\.\s·\sBeginn\s\d\d\.\d\d\.20\d\d\s·\sRente\smit\s67\s+ändern/,
    );
    // The forms wait behind their buttons.
    await expect(page.locator('form.filters').isVisible()).resolves.toBe(false);
    await expect(page.locator('form.search-bar__form').isVisible()).resolves.toBe(false);
    await summary.click();
    await expect(page.locator('form.search-bar__form').isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('result-layout: the search bar changes the list', () => {
  it('with JavaScript: a new contribution and pension age give the new list and URL', async () => {
    const { page, problems } = await open(1280, 800);
    await expect(firstContribution(page)).resolves.toBe('150,00\u00a0€ mtl.');
    const bar = page.getByTestId('search-bar');
    await bar.getByLabel(/Beitrag/).fill('300');
    await bar.getByLabel('Rentenbeginn mit').selectOption('65');
    await bar.getByRole('button', { name: 'Neu vergleichen' }).click();
    await page.waitForURL((url) => url.searchParams.get('mp') === '300');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/result');
    expect(url.searchParams.get('ra')).toBe('65');
    expect(url.searchParams.get('si')).toBe('fondsgebunden');
    expect(url.searchParams.has('weiter')).toBe(false);
    await expect.poll(() => firstContribution(page)).toBe('300,00\u00a0€ mtl.');
    await expect(bar.getByLabel(/Beitrag/).inputValue()).resolves.toBe('300');
    expect(problems).toEqual([]);
  });

  it('without JavaScript: a wrong amount is named at its field, a good one gives the new list', async () => {
    const { page } = await open(390, 844, false);
    await page.locator('.search-bar__summary').click();
    const bar = page.getByTestId('search-bar');
    await bar.getByLabel(/Beitrag/).fill('abc');
    await bar.getByRole('button', { name: 'Neu vergleichen' }).click();
    await page.waitForLoadState('load');
    const field = bar.getByLabel(/Beitrag/);
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(bar.locator('.search-bar__error').isVisible()).resolves.toBe(true);
    // The list of the search as it was stays.
    await expect(firstContribution(page)).resolves.toBe('150,00\u00a0€ mtl.');
    await field.fill('250');
    await bar.getByRole('button', { name: 'Neu vergleichen' }).click();
    await page.waitForURL((url) => url.searchParams.get('mp') === '250');
    await expect(firstContribution(page)).resolves.toBe('250,00\u00a0€ mtl.');
    await expect(page.locator('.search-bar__summary').innerText()).resolves.toMatch(
      /250\s€\smtl\./,
    );
  });
});
