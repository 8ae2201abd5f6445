import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE_FILE } from '../../../adapters/catalogue/catalogue-location';
import { loadCatalogueFile } from '../../../adapters/catalogue/load-catalogue-file';
import { compareTariffs } from '../../../domain/comparison/compare-tariffs';
import type { ComparisonRow } from '../../../domain/comparison/comparison-row';
import { wishMismatchText, wishNoticeText } from '../../../domain/comparison-view/wish-texts';
import type { SearchData } from '../../../domain/search-data/search-data';
import { deathBenefitFor } from '../../../domain/tariffs/death-benefit';

// Issue 32, finding 1: worked examples on the demo catalogue, figures computed by hand.
const NOW = Temporal.Instant.from('2026-11-29T10:00:00Z');
const loaded = await loadCatalogueFile(DEMO_CATALOGUE_FILE);
if (!loaded.ok) throw new Error(loaded.error.message);
const demo = loaded.value;
const SCHICHT3: SearchData = {
  productType: 'schicht3',
  birthday: '1985-04-12',
  monthlyPayment: 150,
  jobSituation: 'Angestellter',
};

const compare = (search: SearchData) => {
  const result = compareTariffs(demo, search, {}, NOW);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};
const rowOf = (search: SearchData, id: string): ComparisonRow => {
  const row = compare(search).results.find((r) => r.tariffId === id);
  if (row === undefined) throw new Error(`no row ${id}`);
  return row;
};

describe('Rentengarantiezeit and Leistung bei Tod: worked example (Ostseewind Leben, ETF)', () => {
  // Projected capital at 67: 97.806,47 €. The tariff's current Rentenfaktoren at 67 (catalogue):
  // 0 years 29,31 · 5 years 29,16 · 25 years 25,41; death benefit factors: Vertragsguthaben 1,
  // Beitragsrückgewähr 1,01, keine 1,05.
  const ID = 'ostseewind-leben-privatrente-etf';

  it('no wish: 97.806,47 € ÷ 10.000 × 29,31 = 286,67 € (the fullest death benefit, factor 1)', () => {
    const row = rowOf(SCHICHT3, ID);
    expect(row.capitalAtRetirement).toBe(97_806.47);
    expect(row.projectedPension).toBe(286.67);
  });

  it('25 years guarantee: × 25,41 = 248,53 €', () => {
    expect(rowOf({ ...SCHICHT3, pensionGuaranteePeriod: 25 }, ID).projectedPension).toBe(248.53);
  });

  it('„keine“: 29,31 × 1,05 = 30,78 (two decimals), × 9,780647 = 301,05 €', () => {
    expect(rowOf({ ...SCHICHT3, deathBenefit: 'keine' }, ID).projectedPension).toBe(301.05);
  });

  it('5 years and Beitragsrückgewähr: 29,16 × 1,01 = 29,45, × 9,780647 = 288,04 €', () => {
    const row = rowOf(
      { ...SCHICHT3, pensionGuaranteePeriod: 5, deathBenefit: 'beitragsrueckgewaehr' },
      ID,
    );
    expect(row.projectedPension).toBe(288.04);
  });
});

describe('a tariff that cannot offer the wish is marked', () => {
  const RIESTER: SearchData = {
    productType: 'riester',
    birthday: '1990-01-01',
    monthlyPayment: 100,
    jobSituation: 'Angestellter',
    hasPublicInsurance: true,
    estimatedGrossYearlySalary: 45_000,
  };

  it('20 years guarantee: the Riester tariffs offering at most 15 years are marked and listed after', () => {
    const result = compare({ ...RIESTER, pensionGuaranteePeriod: 20 });
    const marked = result.results.filter((r) => r.wishMismatches.length > 0);
    expect(marked.map((r) => r.tariffId).sort()).toEqual([
      'rosenau-vorsorge-riester-invest',
      'sonnenfeld-leben-riester-invest',
    ]);
    expect(result.results.slice(-2)).toEqual(marked);
    expect(marked[0]?.wishMismatches).toEqual(['pensionGuaranteePeriod']);
    expect(wishMismatchText(marked[0] as ComparisonRow, result.wishes)).toBe(
      'Erfüllt Ihren Wunsch nicht: keine Rentengarantiezeit von 20\u00a0Jahren',
    );
    expect(wishNoticeText(result.wishes)).toBe(
      `${result.results.length - 2} von ${result.results.length} Tarifen entsprechen Ihrer Wahl (Rentengarantiezeit mindestens 20\u00a0Jahre). 2 Tarife erfüllen Ihren Wunsch nicht; sie stehen weiter unten und sind markiert.`,
    );
    // 15 years they offer: unmarked.
    expect(
      compare({ ...RIESTER, pensionGuaranteePeriod: 15 }).results.every(
        (r) => r.wishMismatches.length === 0,
      ),
    ).toBe(true);
  });

  it('a death benefit fuller than any the tariff offers is not met; a lesser one applies the next fuller option', () => {
    const sofort = { beitragsrueckgewaehr: 1, keine: 1.06 };
    const options = ['beitragsrueckgewaehr', 'keine'] as const;
    expect(deathBenefitFor(options, sofort, 'guthaben')).toEqual({
      option: 'beitragsrueckgewaehr',
      factor: 1,
      meetsWish: false,
    });
    expect(deathBenefitFor(options, sofort, 'keine')).toEqual({
      option: 'keine',
      factor: 1.06,
      meetsWish: true,
    });
    expect(deathBenefitFor(['guthaben'], { guthaben: 1 }, 'keine')).toEqual({
      option: 'guthaben',
      factor: 1,
      meetsWish: true,
    });
    expect(deathBenefitFor(options, sofort, null)).toEqual({
      option: 'beitragsrueckgewaehr',
      factor: 1,
      meetsWish: true,
    });
  });
});
