import { mkdirSync } from 'node:fs';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe-violations';
import { DESKTOP_VIEW, PHONE_VIEW, setUpRig } from '../support/browser-rig';
import { hydrated, registerThroughLoginService, watchedPage, withConsent } from './shell-kit';

// Issue 32 findings 10 and 12 in Chromium against the production build: the comparison on a
// phone (labels break at hyphens, never mid-word; a hint where the third tariff is off screen;
// buttons inside their column; nothing wider than the window, the account menu included),
// „Merken“ that keeps the customer on the list (with and without JavaScript) and Merkzettel
// entries with pension and grade, and the insurer's promotion badge on the result card, the
// details and the comparison. axe-core on every page; screenshots in /tmp/shots-compare/.

const rig = setUpRig();
const SHOTS = '/tmp/shots-compare';
const SEARCH = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&si=fondsgebunden';
/** Mainbrücke Lebensversicherung (insurer 25) carries the inflation premium (SPEC §3). */
const PROMOTED = 'mainbruecke-lebensversicherung-privatrente-etf';
const PLAIN = 'ostseewind-leben-privatrente-etf';
const THIRD = 'mainbruecke-lebensversicherung-privatrente-sicherheit';
const SEARCH_ANY = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150';
const COMPARISON = `/comparison?tariffIds=${PROMOTED},${PLAIN},${THIRD}&${SEARCH_ANY}`;

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});

/** A page of a fresh context (consent given), opened at `path` (200) and hydrated. */
const openAt = async (
  path: string,
  view: BrowserContextOptions,
  storageState?: BrowserContextOptions['storageState'],
): Promise<Page> => {
  const context = await rig.browser.newContext({
    ...view,
    ...(storageState === undefined ? {} : { storageState }),
  });
  contexts.push(context);
  await withConsent(context, rig.server.url, 'necessary');
  const page = await context.newPage();
  const answer = await page.goto(`${rig.server.url}${path}`);
  expect(answer?.status(), path).toBe(200);
  if (view.javaScriptEnabled !== false) await hydrated(page);
  return page;
};

/** What sticks out past the window's right edge, or the page scrolling sideways. */
const overflowing = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const root = document.documentElement;
    const found =
      root.scrollWidth > root.clientWidth ? [`page ${root.scrollWidth} > ${root.clientWidth}`] : [];
    /** Inside a region that scrolls (or clips) sideways — the comparison, the year table. */
    const inScroller = (element: Element): boolean => {
      for (let up = element.parentElement; up !== null && up !== document.body; ) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
        up = up.parentElement;
      }
      return false;
    };
    for (const element of document.querySelectorAll('body *')) {
      if (inScroller(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && (box.right > window.innerWidth + 0.5 || box.left < -0.5)) {
        found.push(
          `${element.tagName.toLowerCase()}.${element.className} ${box.left}–${box.right}`,
        );
      }
    }
    return found;
  });

/**
 * Every line break inside a word of the comparison table: a break must follow a space, a hyphen
 * or a soft hyphen („Renten-“ / „faktor“), never split letters („Rentenfa“ / „ktor“).
 */
const midWordBreaks = (page: Page): Promise<string[]> =>
  page.getByTestId('comparison-table').evaluate((table) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      let lastTop: number | null = null;
      for (let i = 0; i < text.length; i += 1) {
        if (/\s|\u00ad/.test(text[i] ?? '')) continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        // A letter right after a break can also answer the end of the line before: the last box.
        const rects = range.getClientRects();
        const top = rects[rects.length - 1]?.top;
        if (top === undefined) continue;
        if (lastTop !== null && top > lastTop + 1) {
          const before = text[i - 1] ?? '';
          if (!/[\s\u00ad\-–/]/.test(before)) {
            found.push(`${text.replaceAll('\u00ad', '')} (before „${text.slice(i)}“)`);
          }
        }
        lastTop = top;
      }
    }
    return found;
  });

describe('compare-mobile: the comparison on a phone (issue 32 finding 10)', () => {
  it('at 390 px: no label broken mid-word, buttons inside their columns, nothing wider than the window, the hint for the third tariff', async () => {
    const page = await openAt(COMPARISON, PHONE_VIEW);
    expect(await midWordBreaks(page)).toEqual([]);
    expect(await overflowing(page)).toEqual([]);
    // Every button and link of a column head stays inside its column.
    const outside = await page.locator('thead th').evaluateAll((heads) =>
      heads.flatMap((head) => {
        const cell = head.getBoundingClientRect();
        return [...head.querySelectorAll('a, button')]
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.left < cell.left - 0.5 || box.right > cell.right + 0.5)
          .map(
            ({ el, box }) =>
              `${el.textContent} ${box.left}–${box.right} in ${cell.left}–${cell.right}`,
          );
      }),
    );
    expect(outside).toEqual([]);
    // The third tariff starts off screen: the hint says where it is.
    const hint = page.getByTestId('scroll-hint');
    expect(await hint.isVisible()).toBe(true);
    const third = await page.locator(`thead th[data-tariff-id="${THIRD}"]`).boundingBox();
    expect(third?.x ?? 0).toBeGreaterThan(390 - 40);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/comparison-3-390.png`, fullPage: true });
  });

  it('at 1280 px all three tariffs fit: no hint; with two tariffs on a phone, none either', async () => {
    const wide = await openAt(COMPARISON, DESKTOP_VIEW);
    expect(await wide.getByTestId('scroll-hint').isVisible()).toBe(false);
    expect(await overflowing(wide)).toEqual([]);
    expect(await axeViolations(wide)).toEqual([]);
    await wide.screenshot({ path: `${SHOTS}/comparison-3-1280.png`, fullPage: true });
    const two = await openAt(
      `/comparison?tariffIds=${PROMOTED},${PLAIN}&${SEARCH_ANY}`,
      PHONE_VIEW,
    );
    expect(await two.getByTestId('scroll-hint').count()).toBe(0);
    expect(await midWordBreaks(two)).toEqual([]);
    expect(await overflowing(two)).toEqual([]);
    await two.screenshot({ path: `${SHOTS}/comparison-2-390.png`, fullPage: true });
  });
});

describe('compare-promotion: the inflation premium badge (issue 32 finding 12)', () => {
  for (const [width, view] of [
    [390, PHONE_VIEW],
    [1280, DESKTOP_VIEW],
  ] as const) {
    it(`at ${width} px: on the result card, the details and the comparison, only for the promoted tariffs`, async () => {
      const list = await openAt(`/result?${SEARCH}&if=25,26`, view);
      const promoted = list.locator(`li.result[data-tariff-id="${PROMOTED}"]`);
      await promoted.getByTestId('promotion-badge').scrollIntoViewIfNeeded();
      expect(await promoted.getByTestId('promotion-badge').isVisible()).toBe(true);
      expect(await promoted.getByTestId('promotion-badge').textContent()).toBe(
        'Aktion: Inflationsprämie',
      );
      const plain = list.locator(`li.result[data-tariff-id="${PLAIN}"]`);
      expect(await plain.count()).toBe(1);
      expect(await plain.getByTestId('promotion-badge').count()).toBe(0);
      expect(await overflowing(list)).toEqual([]);
      expect(await axeViolations(list)).toEqual([]);
      await promoted.screenshot({ path: `${SHOTS}/card-promotion-${width}.png` });

      const details = await openAt(`/tariff-details?tariffId=${PROMOTED}&${SEARCH}`, view);
      const note = details.getByTestId('detail-promotion');
      expect(await note.getByTestId('promotion-badge').isVisible()).toBe(true);
      expect(await note.textContent()).toContain('Inflationsprämie');
      expect(await overflowing(details)).toEqual([]);
      expect(await axeViolations(details)).toEqual([]);
      await details.screenshot({ path: `${SHOTS}/details-promotion-${width}.png` });

      const comparison = await openAt(COMPARISON, view);
      const head = comparison.locator(`thead th[data-tariff-id="${PROMOTED}"]`);
      expect(await head.getByTestId('promotion-badge').isVisible()).toBe(true);
      expect(
        await comparison
          .locator(`thead th[data-tariff-id="${PLAIN}"]`)
          .getByTestId('promotion-badge')
          .count(),
      ).toBe(0);
      expect(await axeViolations(comparison)).toEqual([]);
    });
  }
});

describe('compare-watchlist: „Merken“ keeps the customer on the list (issue 32 finding 10)', () => {
  let login: Awaited<ReturnType<BrowserContext['storageState']>>;

  beforeAll(async () => {
    const { context, page } = await watchedPage(rig.browser, DESKTOP_VIEW);
    await withConsent(context, rig.server.url, 'necessary');
    await page.goto(`${rig.server.url}/result?${SEARCH}`);
    await hydrated(page);
    await registerThroughLoginService(page, {
      firstName: 'Wilma',
      lastName: 'Merkel',
      email: `wilma.merken-${Date.now()}@example.org`,
      points: false,
    });
    await page.waitForURL((url) => url.pathname === '/result');
    login = await context.storageState();
    await context.close();
  });

  const listUrl = `/result?${SEARCH}`;

  /** The card's figures as the list shows them. */
  const cardFigures = async (
    page: Page,
    tariffId: string,
  ): Promise<{ guaranteed: string; projected: string; grade: string }> => {
    const card = page.locator(`li.result[data-tariff-id="${tariffId}"]`);
    return {
      guaranteed: (await card.locator('[data-figure="guaranteedPension"]').textContent()) ?? '',
      projected: (await card.locator('[data-figure="projectedPension"]').textContent()) ?? '',
      grade: (await card.locator('.result__grade-value').textContent()) ?? '',
    };
  };

  const CASES: ReadonlyArray<
    readonly [string, BrowserContextOptions & { viewport: { width: number } }]
  > = [
    ['with JavaScript at 390 px', PHONE_VIEW],
    ['without JavaScript at 1280 px', { ...DESKTOP_VIEW, javaScriptEnabled: false }],
  ];
  for (const [label, view] of CASES) {
    it(`${label}: the list stays, the card says „Gemerkt“, the Merkzettel shows pension and grade`, async () => {
      const script = view.javaScriptEnabled !== false;
      const page = await openAt(listUrl, view, login);
      const card = page.locator('li.result').nth(script ? 0 : 1);
      const tariffId = (await card.getAttribute('data-tariff-id')) ?? '';
      const shown = await cardFigures(page, tariffId);
      expect(await card.getByTestId('watchlist-saved').isVisible()).toBe(false);
      await card.getByTestId('watchlist-save').click();
      await page.waitForURL((url) => url.hash === `#gemerkt-${tariffId}`);
      const back = new URL(page.url());
      expect(`${back.pathname}${back.search}`).toBe(listUrl);
      const saved = page
        .locator(`li.result[data-tariff-id="${tariffId}"]`)
        .getByTestId('watchlist-saved');
      expect(await saved.isVisible()).toBe(true);
      expect(await saved.textContent()).toContain('steht jetzt auf Ihrem Merkzettel');
      expect(await overflowing(page)).toEqual([]);
      // axe-core runs on timers a page without JavaScript never fires: the JavaScript case checks it.
      if (script) expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({
        path: `${SHOTS}/list-saved-${view.viewport.width}${script ? '' : '-nojs'}.png`,
      });

      await page.getByRole('link', { name: 'Zum Merkzettel' }).first().click();
      await page.waitForURL((url) => url.pathname === '/kundenbereich/merkzettel');
      const entry = page.locator('[data-entry-kind="tariff"]', {
        has: page.locator(`a[href*="tariffId=${tariffId}&"]`),
      });
      const figure = (name: string) => entry.locator(`[data-figure="${name}"]`).textContent();
      expect(await figure('guaranteedPension')).toBe(`${shown.guaranteed} mtl.`);
      expect(await figure('projectedPension')).toBe(`${shown.projected} mtl.`);
      expect(await figure('grade')).toMatch(new RegExp(`^${shown.grade} \\(`));
      expect(await overflowing(page)).toEqual([]);
      if (script) expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({
        path: `${SHOTS}/watchlist-${view.viewport.width}${script ? '' : '-nojs'}.png`,
        fullPage: true,
      });
    });
  }

  it('the account menu at 390 px: open, it stays inside the window', async () => {
    const page = await openAt(listUrl, PHONE_VIEW, login);
    const menu = page.locator('[data-account-state="loggedIn"]');
    await menu.locator('summary').click();
    const panel = menu.locator('.rk-account-menu__panel');
    expect(await panel.isVisible()).toBe(true);
    expect(await overflowing(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/account-menu-390.png` });
  });
});
