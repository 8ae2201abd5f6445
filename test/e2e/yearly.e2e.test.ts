import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPage, setUpRig } from '../support/browser-rig';

// Issue 16 items 5, 8 and 9 in Chromium against the production build: a yearly payment shown as
// chosen on the card, the details and the comparison; no capital at pension start for a
// Sofortrente; no allowance rows for private pensions. Screenshots: /tmp/yearly/.

const YEARLY = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=833.33&sc=10000&pp=yearly';
const SOFORT = 'pt=sofort&bd=1961-05-01&otp=50000';
const SHOTS = '/tmp/yearly';

const rig = setUpRig(300_000);
let context: BrowserContext | null = null;
let page: Page;

const open = async (path: string, width: number): Promise<void> => {
  ({ context, page } = await openPage(rig, path, { width }));
};

const plain = (text: string | null): string => (text ?? '').replaceAll('\u00a0', ' ');

const tariffIds = async (query: string, count: number): Promise<string[]> => {
  await open(`/result?${query}`, 1280);
  const ids = await page
    .locator('li.result')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-tariff-id') ?? ''));
  await context?.close();
  context = null;
  return ids.slice(0, count);
};

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

afterEach(async () => {
  await context?.close();
  context = null;
});

describe('a yearly payment and a Sofortrente as chosen (issue 16 items 5, 8, 9)', () => {
  for (const width of [1280, 390]) {
    it(`item 5 at ${width} px: the card says 10.000,00 € jährl.`, async () => {
      await open(`/result?${YEARLY}`, width);
      const first = page.locator('li.result').first();
      await expect
        .poll(async () => plain(await first.textContent()))
        .toContain('10.000,00 € jährl.');
      expect(plain(await first.textContent())).not.toContain('833,33 € mtl.');
      await page
        .locator('li.result')
        .first()
        .screenshot({ path: `${SHOTS}/result-yearly-${width}.png`, timeout: 60_000 });
    });
  }

  it('item 5: details show the yearly amount and 10.000,00 € paid in year 1', async () => {
    const [id] = await tariffIds(YEARLY, 1);
    await open(`/tariff-details?tariffId=${id}&${YEARLY}`, 1280);
    expect(plain(await page.getByTestId('detail-contribution').textContent())).toBe(
      '10.000,00 € jährl.',
    );
    const body = plain(await page.locator('body').textContent());
    expect(body).toContain('10.000,00 €');
    expect(body).not.toContain('9.999,96 €');
    await page.screenshot({ path: `${SHOTS}/details-yearly-1280.png`, fullPage: true });
  });

  for (const width of [1280, 390]) {
    it(`items 5 and 9 at ${width} px: the comparison shows the Beitrag, no allowance rows`, async () => {
      const ids = await tariffIds(YEARLY, 2);
      await open(`/comparison?tariffIds=${ids.join(',')}&${YEARLY}`, width);
      const table = page.getByTestId('comparison-table');
      const text = plain(await table.textContent());
      expect(text).toContain('10.000,00 € jährl.');
      expect(text).not.toContain('Staatliche Zulagen');
      await page.screenshot({ path: `${SHOTS}/comparison-yearly-${width}.png`, fullPage: true });
    });
  }

  it('item 8: a Sofortrente shows no capital at pension start in details and comparison', async () => {
    const ids = await tariffIds(SOFORT, 2);
    await open(`/tariff-details?tariffId=${ids[0]}&${SOFORT}`, 390);
    expect(await page.getByTestId('detail-capital').count()).toBe(0);
    expect(plain(await page.locator('body').textContent())).not.toContain(
      'Kapital zum Rentenbeginn',
    );
    await page.screenshot({ path: `${SHOTS}/details-sofort-390.png`, fullPage: true });
    await context?.close();
    await open(`/comparison?tariffIds=${ids.join(',')}&${SOFORT}`, 1280);
    const text = plain(await page.getByTestId('comparison-table').textContent());
    expect(text).toContain('50.000,00 € einmalig');
    expect(text).not.toContain('Kapital zum Rentenbeginn');
    await page.screenshot({ path: `${SHOTS}/comparison-sofort-1280.png`, fullPage: true });
  });
});
