import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe-violations';
import { setUpRig } from '../support/browser-rig';
import { moveServerClock, watchedPage, withConsent } from './shell-kit';

// The result list and the comparison on a phone (390 × 844) and the year-end banners in
// Chromium against the production build: the first tariff on the first screen with the filters
// behind a button, at most three ticks with a German hint, a disabled "Vergleichen" that looks it,
// the ticks kept across Details and back, two compared tariffs side by side, and one honest banner.

const rig = setUpRig();

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
    expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(844 - 120);
    const toggle = page.getByTestId('filter-sheet-toggle');
    expect(await toggle.textContent()).toBe('Filter und Sortierung');
    const sort = page.getByLabel('Sortieren nach');
    expect(await sort.isVisible()).toBe(false);
    await toggle.click();
    await expect.poll(() => sort.isVisible()).toBe(true);
    // A filter chosen in the sheet narrows the list; the sheet stays open and counts it.
    await page.getByLabel('Note').selectOption('1.5');
    await expect.poll(() => new URL(page.url()).searchParams.get('tg')).toBe('1.5');
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
    const button = page.getByRole('button', { name: 'Vergleichen' });
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
    await page.getByRole('button', { name: 'Vergleichen' }).click();
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
