import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPage, setUpRig } from '../support/browser-rig';

// Issue 16 items 1, 2, 3 and 9 in Chromium against the production build: the wish notice and
// marks on /result, the assumed return beside every projected figure, the legal model rates in
// the chart, one Rentenfaktor on the details page, the Riester allowances apart from the own
// money. Screenshots at 390 and 1280 px: /tmp/figures/.

const SCHICHT3 = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&pp=monthly';
const RIESTER =
  'pt=riester&js=Angestellter&bd=1990-01-01&pi=1&egs=45000&mp=100&noc=1&cb=2015-03-01';
const SOFORT = 'pt=sofort&bd=1961-05-01&otp=50000';
const SHOTS = '/tmp/figures';

const rig = setUpRig(300_000);
let context: BrowserContext | null = null;
let page: Page;

const open = async (path: string, width: number): Promise<void> => {
  ({ context, page } = await openPage(rig, path, { width }));
};

const expectAccessible = async (): Promise<void> => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad).toEqual([]);
};

const plain = (text: string | null): string => (text ?? '').replaceAll('\u00a0', ' ');

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

afterEach(async () => {
  await context?.close();
  context = null;
});

describe('figures a customer can trust (issue 16 items 1, 2, 3, 9)', () => {
  for (const width of [1280, 390]) {
    it(`item 1 at ${width} px: a wished 100 % guarantee and hybrid lists the matching tariffs first, says how many, marks the others`, async () => {
      await open(`/result?${SCHICHT3}&si=hybrid&bg=100`, width);
      const notice = plain(await page.getByTestId('wish-notice').textContent());
      const counts =
        /^(\d+) von (\d+) Tarifen entsprechen Ihrer Wahl \(Anlage „Hybrid“, Beitragsgarantie mindestens 100 %\)\. (\d+) Tarife erfüllen Ihren Wunsch nicht/.exec(
          notice,
        );
      expect(counts).not.toBeNull();
      const matching = Number(counts?.[1]);
      const marked = Number(counts?.[3]);
      expect(matching + marked).toBe(Number(counts?.[2]));
      const cards = page.locator('li.result');
      await expect.poll(() => cards.count()).toBe(matching + marked);
      const wishes = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-wish')));
      expect(wishes.slice(0, matching).every((w) => w === 'erfuellt')).toBe(true);
      expect(wishes.slice(matching).every((w) => w === 'nicht-erfuellt')).toBe(true);
      const mark = plain(await cards.nth(matching).getByTestId('wish-mismatch').textContent());
      expect(mark).toMatch(/^Erfüllt Ihren Wunsch nicht: /);
      await expectAccessible();
      await page
        .locator('.results__main')
        .screenshot({ path: `${SHOTS}/result-wishes-${width}.png`, timeout: 60_000 });
    });
  }

  it('item 2: every card names the assumed return beside the Mögliche Rente', async () => {
    await open(`/result?${SCHICHT3}`, 1280);
    const cards = page.locator('li.result');
    const n = await cards.count();
    expect(n).toBeGreaterThan(0);
    const texts = await page.getByTestId('assumed-return').allTextContents();
    expect(texts).toHaveLength(n);
    expect(texts.map(plain)).toContain('Annahme: 6 % Fondsrendite p. a. vor Kosten');
  });

  for (const width of [1280, 390]) {
    it(`items 2 and 3 at ${width} px: the details name the assumption, draw the model rates, and show one Rentenfaktor`, async () => {
      await open(`/tariff-details?tariffId=ostseewind-leben-privatrente-etf&${SCHICHT3}`, width);
      expect(plain(await page.getByTestId('detail-assumed-return').first().textContent())).toBe(
        'Annahme: 6 % Fondsrendite p. a. vor Kosten',
      );
      expect(plain(await page.getByTestId('chart-model-rates').textContent())).toContain(
        '0,67 %, 1,67 %, 2,67 %',
      );
      await expect.poll(() => page.locator('.capital-chart__line--model').count()).toBe(3);
      const figure = plain(
        await page
          .locator('dt', { hasText: 'Rentenfaktor garantiert / aktuell' })
          .locator('xpath=following-sibling::dd')
          .textContent(),
      );
      const current = /\/ ([\d,]+ €) je 10\.000 €/.exec(figure)?.[1];
      expect(current).toBeDefined();
      const line = plain(
        await page
          .locator('.feature-list__item', { hasText: 'Rentenfaktor' })
          .locator('.feature-list__explanation')
          .first()
          .textContent(),
      );
      expect(line).toContain(`Aktueller Rentenfaktor ${current}`);
      expect(line).not.toContain('28,08');
      await expectAccessible();
      await page.screenshot({ path: `${SHOTS}/details-${width}.png`, fullPage: true });
      await page
        .locator('section[aria-labelledby="details-benefits"]')
        .screenshot({ path: `${SHOTS}/details-benefits-${width}.png`, timeout: 60_000 });
    });
  }

  it('item 3: Sofortrente details show one Rentenfaktor', async () => {
    await open(`/tariff-details?tariffId=moselgrund-vorsorge-sofortrente&${SOFORT}`, 1280);
    const figure = plain(
      await page
        .locator('dt', { hasText: 'Rentenfaktor garantiert / aktuell' })
        .locator('xpath=following-sibling::dd')
        .textContent(),
    );
    const current = /\/ ([\d,]+ €) je 10\.000 €/.exec(figure)?.[1];
    const line = plain(
      await page
        .locator('.feature-list__item', { hasText: 'Rentenfaktor' })
        .locator('.feature-list__explanation')
        .first()
        .textContent(),
    );
    expect(line).toContain(`Aktueller Rentenfaktor ${current}`);
  });

  for (const width of [1280, 390]) {
    it(`item 9 at ${width} px: Riester cards and details show the allowances and keep them apart from the own money`, async () => {
      await open(`/result?${RIESTER}`, width);
      const allowance = plain(
        await page.locator('[data-figure="riesterAllowances"]').first().textContent(),
      );
      // A short first contract year (start in December) earns the allowances pro rata (§ 86 EStG).
      expect(allowance).toMatch(/^Grundzulage 175,00 € \+ Kinderzulagen 300,00 € pro Jahr(; |$)/);
      await page
        .locator('li.result')
        .first()
        .screenshot({ path: `${SHOTS}/result-riester-${width}.png`, timeout: 60_000 });
      await context?.close();
      await open(`/tariff-details?tariffId=ostseewind-leben-riester-klassik&${RIESTER}`, width);
      const euros = async (id: string): Promise<number> =>
        Number(
          plain(await page.getByTestId(id).textContent())
            .replace(/[^\d,]/g, '')
            .replace(',', '.'),
        );
      const own = await euros('detail-own-contributions');
      const allowances = await euros('detail-allowances');
      const total = await euros('detail-paid-in');
      expect(allowances).toBeGreaterThan(0);
      expect(Math.round((own + allowances) * 100)).toBe(Math.round(total * 100));
      expect(plain(await page.getByTestId('detail-riester-allowances').textContent())).toContain(
        'Grundzulage 175,00 €',
      );
      await expectAccessible();
      await page
        .locator('section[aria-labelledby="details-benefits"]')
        .screenshot({ path: `${SHOTS}/details-riester-${width}.png`, timeout: 60_000 });
    });
  }
});
