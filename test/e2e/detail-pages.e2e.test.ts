import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setUpRig } from '../support/browser-rig';

// The detail pages in Chromium against the production build: tariff details (the same
// figures as GET /api/tariffs/:id, the chart in the server HTML), the side-by-side comparison of
// two and three tariffs, the error pages, the insurer lists; axe-core on each page, and every
// test fails on a console error, a page error or a CSP violation. Screenshots: /tmp/detail/.

const SEARCH = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&pp=monthly';
const ETF = 'ostseewind-leben-privatrente-etf';
const OTHERS = ['kranichstein-leben-privatrente-etf', 'alpenblick-versicherung-privatrente-etf'];
const SHOTS = '/tmp/detail';

const rig = setUpRig(300_000);
let context: BrowserContext;
let page: Page;
let problems: string[];

const newPage = async (width = 1280): Promise<void> => {
  context = await rig.browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'rk_consent', value: 'necessary', url: rig.server.url }]);
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The error pages answer 4xx on purpose; Chromium reports the document's status.
    if (
      /Failed to load resource: the server responded with a status of 40[04]/.test(message.text())
    )
      return;
    problems.push(`${message.type()}: ${message.text()}`);
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

const open = async (path: string, status = 200): Promise<void> => {
  const answer = await page.goto(`${rig.server.url}${path}`);
  expect(answer?.status()).toBe(status);
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
};

const expectAccessible = async (): Promise<void> => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad).toEqual([]);
};

const text = async (testId: string): Promise<string> =>
  ((await page.getByTestId(testId).textContent()) ?? '').replaceAll('\u00a0', ' ');

const euro = (n: number): string =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })
    .format(n)
    .replaceAll('\u00a0', ' ');

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

beforeEach(async () => {
  problems = [];
  await newPage();
});

afterEach(async () => {
  const csp = await page
    .evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])
    .catch(() => []);
  expect(csp).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

describe('tariff details', () => {
  it('shows the same figures as GET /api/tariffs/:id, the chart from the server, no axe issue', async () => {
    const api = await fetch(`${rig.server.url}/api/tariffs/${ETF}?${SEARCH}`);
    expect(api.status).toBe(200);
    const body = (await api.json()) as {
      row: { guaranteedPension: number; projectedPension: number; capitalAtRetirement: number };
      costBreakdown: { total: number };
      pensionStart: string;
    };
    const raw = await (
      await fetch(`${rig.server.url}/tariff-details?tariffId=${ETF}&${SEARCH}`)
    ).text();
    expect(raw).toMatch(/<svg class="capital-chart__svg"[^>]*role="img"/);
    expect(raw).toContain('capital-chart__line--guaranteed');

    await open(`/tariff-details?tariffId=${ETF}&${SEARCH}`);
    expect(await text('detail-projected-pension')).toBe(euro(body.row.projectedPension));
    expect(await text('detail-guaranteed-pension')).toBe(euro(body.row.guaranteedPension));
    expect(await text('detail-capital')).toBe(euro(body.row.capitalAtRetirement));
    expect(await text('detail-costs-total')).toBe(euro(body.costBreakdown.total));
    const [y, m, d] = body.pensionStart.split('-');
    expect(await text('detail-pension-start')).toBe(`${d}.${m}.${y}`);
    await expect(page.locator('.feature-list__item').count()).resolves.toBe(22);
    await expect(page.getByTestId('capital-chart').isVisible()).resolves.toBe(true);
    expect(await page.getByTestId('back-to-results').getAttribute('href')).toBe(
      `/result?${SEARCH}`,
    );
    await expectAccessible();
    await page.screenshot({ path: `${SHOTS}/tariff-details-1280.png`, fullPage: true });
  });

  it('reads well at 390 px and has no axe issue there', async () => {
    await context.close();
    await newPage(390);
    await open(`/tariff-details?tariffId=${ETF}&${SEARCH}`);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible();
    await page.screenshot({ path: `${SHOTS}/tariff-details-390.png`, fullPage: true });
  });

  it('answers an unknown tariff with a German message (404) and a way back', async () => {
    await open(`/tariff-details?tariffId=gibt-es-nicht&${SEARCH}`, 404);
    expect(await text('detail-problem')).toBe('Diesen Tarif gibt es nicht.');
    await expectAccessible();
    await page.getByRole('link', { name: 'Zur Ergebnisliste', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/result');
  });

  it('shows the codec message for an invalid URL value', async () => {
    await open(`/tariff-details?tariffId=${ETF}&${SEARCH}&mp=viel`, 400);
    await expect(page.getByRole('alert').textContent()).resolves.toContain('„viel“');
    await expectAccessible();
  });
});

describe('side-by-side comparison', () => {
  it('goes from the details to a comparison of two tariffs through the Vergleichen form', async () => {
    await open(`/tariff-details?tariffId=${ETF}&${SEARCH}`);
    await page.locator('.compare-choice input[type="checkbox"]').first().check();
    await page.getByRole('button', { name: 'Vergleichen' }).click();
    await page.waitForURL((url) => url.pathname === '/comparison');
    await page.waitForSelector('html[data-hydrated="true"]');
    const ids = new URL(page.url()).searchParams.get('tariffIds')?.split(',') ?? [];
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ETF);
    await expect(page.locator('thead th[data-tariff-id]').count()).resolves.toBe(2);
    await expect(page.locator('tr[data-differs="true"]').count()).resolves.toBeGreaterThan(0);
    await expectAccessible();
  });

  it('compares three tariffs and highlights the differences and the better value', async () => {
    await open(`/comparison?tariffIds=${[ETF, ...OTHERS].join(',')}&${SEARCH}`);
    await expect(page.locator('thead th[data-tariff-id]').count()).resolves.toBe(3);
    const projected = page.locator('tr', { hasText: 'Mögliche Rente (mtl.)' });
    expect(await projected.getAttribute('data-differs')).toBe('true');
    await expect(projected.locator('td[data-best="true"]').count()).resolves.toBe(1);
    await expect(projected.locator('td').first().textContent()).resolves.toContain('Bester Wert');
    const same = page.locator('tr', { has: page.locator('th', { hasText: /^Rentenbeginn$/ }) });
    expect(await same.getAttribute('data-differs')).toBe('false');
    await expectAccessible();
    await page.screenshot({ path: `${SHOTS}/comparison-1280.png`, fullPage: true });
  });

  it('stays readable at 390 px: the tariffs scroll beside a sticky label column', async () => {
    await context.close();
    await newPage(390);
    await open(`/comparison?tariffIds=${[ETF, ...OTHERS].join(',')}&${SEARCH}`);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const position = await page
      .locator('tbody tr[data-differs] th')
      .first()
      .evaluate((el) => getComputedStyle(el).position);
    expect(position).toBe('sticky');
    await expectAccessible();
    await page.screenshot({ path: `${SHOTS}/comparison-390.png`, fullPage: true });
  });

  it('refuses one id and an unknown id with a German message and a way back', async () => {
    await open(`/comparison?tariffIds=${ETF}&${SEARCH}`, 400);
    expect(await text('detail-problem')).toContain('mindestens zwei verschiedene Tarife');
    await expectAccessible();
    await open(`/comparison?tariffIds=${ETF},unbekannt&${SEARCH}`, 404);
    expect(await text('detail-problem')).toContain('Den Tarif „unbekannt“ gibt es nicht.');
    expect(
      await page
        .getByRole('link', { name: 'Tarife in der Ergebnisliste wählen' })
        .getAttribute('href'),
    ).toBe(`/result?${SEARCH}`);
  });
});

describe('insurer lists', () => {
  it('lists the insurers of both flows with the demo label, no axe issue', async () => {
    await open('/insurance-list');
    await expect(page.locator('.insurer').count()).resolves.toBe(15);
    await expect(page.getByTestId('demo-label').isVisible()).resolves.toBe(true);
    await expectAccessible();
    await open('/sofort-insurance-list');
    await expect(page.locator('.insurer').count()).resolves.toBeGreaterThan(0);
    await expectAccessible();
  });
});
