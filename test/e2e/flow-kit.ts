import type { Browser, Locator, Page } from 'playwright';
import { expect } from 'vitest';
import { hydrated, type WatchedPage, watchedPage } from './shell-kit';

// Shared steps of the comparison-flow journeys (test/e2e/comparison*.journey.e2e.test.ts): typing
// and choosing as a user does, and at every step the same state after a reload and after back and
// forward (the whole state lives in the URL).

export const LANDINGS = {
  schicht3: '/rentenversicherung/lp/vergleichen',
  riester: '/riester-rente/lp/vergleichen',
  ruerup: '/ruerup-rente/lp/vergleichen',
  sofort: '/rentenversicherung/sofortrente-einmalbeitrag/lp/vergleichen',
} as const;

export type RegularProduct = 'schicht3' | 'riester' | 'ruerup';

export interface FlowPage extends WatchedPage {
  readonly base: string;
  /** Whether the journey runs axe-core on each step. */
  readonly axe: boolean;
  field(name: string): Locator;
  radio(name: string, value: string): Locator;
  /** The current URL's query. */
  query(): URLSearchParams;
  /** Path and query of the current URL. */
  here(): string;
}

/** A watched page (console problems, page errors, CSP violations) with the flow's shortcuts. */
export const flowPage = async (
  browser: Browser,
  base: string,
  options: { readonly consent?: string; readonly axe?: boolean } = {},
): Promise<FlowPage> => {
  const watched = await watchedPage(browser);
  // A consent cookie keeps the consent banner away (SPEC §9: 'f' = necessary only, no tracking).
  const consent = options.consent ?? 'f';
  await watched.context.addCookies([{ name: 'rk_consent', value: consent, url: base }]);
  const { page } = watched;
  return {
    ...watched,
    base,
    axe: options.axe === true,
    field: (name) => page.locator(`[name="${name}"]`),
    radio: (name, value) => page.locator(`input[name="${name}"][value="${value}"]`),
    query: () => new URL(page.url()).searchParams,
    here: () => {
      const url = new URL(page.url());
      return `${url.pathname}${url.search}`;
    },
  };
};

/** No console problem, page error or CSP violation so far; closes the context. */
export const finish = async (flow: FlowPage): Promise<void> => {
  expect(await flow.csp().catch(() => [])).toEqual([]);
  expect(flow.problems).toEqual([]);
  await flow.context.close();
};

/** axe-core: no serious or critical violation on the page as it is (test/support/axe-violations.ts). */
export { expectAccessible } from '../support/axe-violations';

const onPath = async (page: Page, path: string): Promise<void> => {
  await page.waitForURL((url) => url.pathname === path);
  await page.waitForSelector('h1');
};

/**
 * Opens a landing page ready for input. A landing page may hydrate only on the first sign of
 * interaction: a key press (as landing-js.ts `hydrateByInteraction` gives it), harmless otherwise.
 */
export const openLanding = async (flow: FlowPage, path: string): Promise<void> => {
  const answer = await flow.page.goto(`${flow.base}${path}`);
  expect(answer?.status()).toBe(200);
  await flow.page.keyboard.press('Shift');
  await hydrated(flow.page);
};

/** The entry widget: birth date and job situation typed and chosen, then "Jetzt vergleichen". */
export const useEntryWidget = async (
  flow: FlowPage,
  entry: { readonly birthday: string; readonly job: string; readonly sofort?: boolean },
): Promise<void> => {
  const { page } = flow;
  if (entry.sofort === true) {
    await page.getByRole('radio', { name: /Einmalbeitrag- und Sofort-Rente/ }).check();
  }
  await page.getByLabel('Geburtsdatum').pressSequentially(entry.birthday);
  await page.getByLabel('Berufliche Situation').selectOption(entry.job);
  await page.getByRole('button', { name: 'Jetzt vergleichen' }).click();
  await onPath(page, entry.sofort === true ? '/onboarding-sofort' : '/onboarding-personal-data');
  await hydrated(page);
};

/** Sends the step's form ("Weiter" or the step's own label) and waits for the next step. */
export const submitStep = async (flow: FlowPage, nextPath: string): Promise<void> => {
  await flow.page.locator('.step-form button[type="submit"]').click();
  await onPath(flow.page, nextPath);
  await hydrated(flow.page);
};

/**
 * Runs `check` until it passes (at most 10 s): after a client-side back or forward the URL changes
 * before the route's data has loaded and the page shows it.
 */
export const settled = async (check: () => Promise<void>): Promise<void> => {
  const until = Date.now() + 10_000;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
};

/**
 * SPEC §3 codec: the state lives in the URL. `check` holds on the page, after a reload, and after
 * going back (where `checkPrevious` holds on the page before, its answers kept) and forward again
 * — with exactly the same URL each time.
 */
export const expectStableEveryWay = async (
  flow: FlowPage,
  check: () => Promise<void>,
  previous: { readonly path: string; readonly check?: () => Promise<void> },
): Promise<void> => {
  const { page } = flow;
  const url = flow.here();
  const path = new URL(page.url()).pathname;
  await settled(check);
  await page.reload();
  await hydrated(page);
  expect(flow.here()).toBe(url);
  await check();
  await page.goBack();
  await onPath(page, previous.path);
  if (previous.check !== undefined) {
    await hydrated(page);
    await settled(previous.check);
  }
  await page.goForward();
  await onPath(page, path);
  await hydrated(page);
  expect(flow.here()).toBe(url);
  await settled(check);
};

/** The step-1 answers a test gives: a single person, or married with children (Riester). */
export const fillPersonalData = async (
  flow: Pick<FlowPage, 'field' | 'radio'>,
  options: { readonly married?: boolean; readonly children?: readonly string[] } = {},
): Promise<void> => {
  const { field, radio } = flow;
  // Church tax is asked only where the product needs it (Rürup, or no product yet).
  const churchTax = async (name: string): Promise<void> => {
    if ((await radio(name, '0').count()) > 0) await radio(name, '0').check();
  };
  await radio('hasPublicInsurance', '1').check();
  await churchTax('paysChurchTax');
  await field('estimatedGrossYearlySalary').pressSequentially('60.000');
  if (options.married === true) {
    await radio('isMarried', '1').check();
    await field('spouseJobSituation').selectOption('Nicht oder geringfügig Erwerbstätiger');
    await radio('spouseHasPublicInsurance', '0').check();
    await churchTax('spousePaysChurchTax');
    await field('spouseEstimatedGrossYearlySalary').pressSequentially('0');
    await radio('spouseHasRiesterContract', '1').check();
  } else {
    await radio('isMarried', '0').check();
  }
  const children = options.children ?? [];
  await field('numberOfChildrenWithAllowance').selectOption(String(children.length));
  for (const [i, birthday] of children.entries()) {
    await field(`childBirthday${i + 1}`).pressSequentially(birthday);
  }
};

/** The figures of one row of the result list, as the page shows them. */
export interface ShownRow {
  readonly tariffId: string;
  readonly insurer: string;
  readonly tariff: string;
  readonly grade: string;
  readonly guaranteedPension: string;
  readonly projectedPension: string;
  readonly capitalAtRetirement: string;
  readonly effectiveCosts: string;
}

/** The result list as shown, in order. */
export const shownRows = (page: Page): Promise<ShownRow[]> =>
  page.$$eval('li.result', (rows) =>
    rows.map((row) => {
      const text = (selector: string): string =>
        (row.querySelector(selector)?.textContent ?? '').trim();
      return {
        tariffId: row.getAttribute('data-tariff-id') ?? '',
        insurer: text('.result__insurer'),
        tariff: text('.result__tariff'),
        grade: text('.result__grade-value'),
        guaranteedPension: text('[data-figure="guaranteedPension"]'),
        projectedPension: text('[data-figure="projectedPension"]'),
        capitalAtRetirement: text('[data-figure="capitalAtRetirement"]'),
        effectiveCosts: text('[data-figure="effectiveCosts"]'),
      };
    }),
  );

/** The result list is there: the count, the demo label, at least one row with a grade like 1,5. */
export const expectResultList = async (page: Page): Promise<void> => {
  expect(await page.getByTestId('result-count').textContent()).toMatch(/^\d+ von \d+ Tarifen$/);
  expect(await page.getByTestId('demo-label').isVisible()).toBe(true);
  const rows = await shownRows(page);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row.grade).toMatch(/^\d,\d$/);
};

/**
 * The result list once it is shown: after a client-side navigation to /result the URL changes
 * before the route's data has loaded, so the rows are read only when the list is complete.
 */
export const listedRows = async (page: Page): Promise<ShownRow[]> => {
  await settled(() => expectResultList(page));
  return shownRows(page);
};

/**
 * Ticks the first `count` tariffs of the list, sends "Vergleichen" and checks the side-by-side
 * table against the list: the same tariffs in the same order, the list's figures in the table,
 * a row marked as different exactly where its cells differ, the best value of the pensions.
 */
export const compareFromList = async (flow: FlowPage, count: 2 | 3): Promise<ShownRow[]> => {
  const { page } = flow;
  const rows = (await shownRows(page)).slice(0, count);
  const boxes = page.locator('li.result input[name="tarif"]');
  for (let i = 0; i < count; i++) await boxes.nth(i).check();
  await expect(page.locator('.compare-bar__text').textContent()).resolves.toContain(
    `${count} von höchstens 3`,
  );
  await page.getByRole('button', { name: 'Vergleichen', exact: true }).click();
  await onPath(page, '/comparison');
  await hydrated(page);
  expect(flow.query().get('tariffIds')).toBe(rows.map((r) => r.tariffId).join(','));
  await expectComparisonOf(page, rows);
  return rows;
};

/** The comparison table shows these rows of the list side by side, differences marked. */
export const expectComparisonOf = async (page: Page, rows: readonly ShownRow[]): Promise<void> => {
  const heads = page.locator('thead th[data-tariff-id]');
  expect(
    await heads.evaluateAll((ths) => ths.map((th) => th.getAttribute('data-tariff-id'))),
  ).toEqual(rows.map((r) => r.tariffId));
  // The comparison breaks long words at soft hyphens (U+00AD, domain/format/soft-hyphens.ts):
  // names, row labels and figures are compared without them.
  const plain = (text: string): string => text.replaceAll('\u00ad', '');
  const names = async (selector: string): Promise<string[]> =>
    (await page.locator(selector).allTextContents()).map(plain);
  expect(await names('thead .comparison__insurer')).toEqual(rows.map((r) => r.insurer));
  expect(await names('thead .comparison__tariff')).toEqual(rows.map((r) => r.tariff));
  const bodyRows = page.locator('tbody tr');
  const labels = (
    await bodyRows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('th')?.textContent ?? ''))
  ).map(plain);
  /** The first row of that label: the Merkmale section has an "Effektivkosten" check too. */
  const rowOf = (label: string) => {
    const pattern = new RegExp(`^${label.replace(/[()]/g, '\\$&')}( ≠|$)`);
    const index = labels.findIndex((text) => pattern.test(text));
    expect(index, label).toBeGreaterThanOrEqual(0);
    return bodyRows.nth(index);
  };
  const figures: readonly [string, keyof ShownRow][] = [
    ['Garantierte Rente (mtl.)', 'guaranteedPension'],
    ['Mögliche Rente (mtl.)', 'projectedPension'],
    ['Kapital zum Rentenbeginn', 'capitalAtRetirement'],
    ['Effektivkosten', 'effectiveCosts'],
  ];
  // A Sofortrente's list shows no capital at pension start: nothing to compare it with.
  for (const [label, key] of figures.filter(([, k]) => rows.some((r) => r[k] !== ''))) {
    const row = rowOf(label);
    const values = (await row.locator('td .comparison__value').allTextContents()).map(plain);
    expect(values, label).toEqual(rows.map((r) => r[key]));
    const differs = new Set(values).size > 1;
    expect(await row.getAttribute('data-differs'), label).toBe(differs ? 'true' : 'false');
  }
  const projected = rowOf('Mögliche Rente (mtl.)');
  const amounts = rows.map((r) =>
    Number(r.projectedPension.replace(/[^\d,]/g, '').replace(',', '.')),
  );
  const best = amounts.indexOf(Math.max(...amounts));
  if (new Set(amounts).size > 1) {
    expect(await projected.locator('td').nth(best).getAttribute('data-best')).toBe('true');
    await expect(projected.locator('td[data-best="true"]').count()).resolves.toBe(1);
  }
  await expect(page.locator('tr[data-differs="true"]').count()).resolves.toBeGreaterThan(0);
};
