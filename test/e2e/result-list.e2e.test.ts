import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpRig } from '../support/browser-rig';

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
const rig = setUpRig(240_000);
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
    .toEqual(engine.results.map((r) => r.tariffId));
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

describe('the result list (issue 7 step 5)', () => {
  it('shows the same list as the engine for a shared URL, with figures, in a fresh context', async () => {
    const page = await newPage();
    await page.goto(`${rig.server.url}/result?${SEARCH}`);
    await hydrated(page);
    const engine = await api(SEARCH);
    expect(engine.results.length).toBeGreaterThan(3);
    expect(await shownIds(page)).toEqual(engine.results.map((r) => r.tariffId));
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
    const { violations } = await new AxeBuilder({ page }).analyze();
    const bad = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(bad).toEqual([]);
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
