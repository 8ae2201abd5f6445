import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE_FILE } from '../../../adapters/catalogue/catalogue-location';
import { loadCatalogueFile } from '../../../adapters/catalogue/load-catalogue-file';
import { compareTariffs } from '../../../domain/comparison/compare-tariffs';
import {
  DEATH_BENEFITS,
  GUARANTEE_PERIODS,
  guaranteeLevelsFor,
} from '../../../domain/onboarding/investment-form';
import { INVESTMENT_TYPES } from '../../../domain/products/investment-type';
import type { ProductType } from '../../../domain/products/product-type';
import type { SearchData } from '../../../domain/search-data/search-data';

// Issue 32, finding 3: every wish the investment step offers meets at least one tariff of the
// demo catalogue — „Klassisch“ for the private pension included.
const NOW = Temporal.Instant.from('2026-11-29T10:00:00Z');
const loaded = await loadCatalogueFile(DEMO_CATALOGUE_FILE);
if (!loaded.ok) throw new Error(loaded.error.message);
const demo = loaded.value;

const SEARCHES: Readonly<Record<Exclude<ProductType, 'sofort'>, SearchData>> = {
  schicht3: { productType: 'schicht3', birthday: '1985-04-12', monthlyPayment: 150 },
  s3einmalzahlung: {
    productType: 's3einmalzahlung',
    birthday: '1975-04-12',
    oneTimePayment: 20_000,
  },
  ruerup: {
    productType: 'ruerup',
    birthday: '1985-04-12',
    monthlyPayment: 150,
    jobSituation: 'Angestellter',
    estimatedGrossYearlySalary: 50_000,
  },
  riester: {
    productType: 'riester',
    birthday: '1990-01-01',
    monthlyPayment: 100,
    jobSituation: 'Angestellter',
    hasPublicInsurance: true,
    estimatedGrossYearlySalary: 45_000,
  },
};

const matchingOf = (search: SearchData): string[] => {
  const result = compareTariffs(demo, search, {}, NOW);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.results
    .filter((r) => r.wishMismatches.length === 0 && r.payInError === null)
    .map((r) => r.tariffId);
};

describe('the demo catalogue covers every wish of the investment step', () => {
  for (const [product, search] of Object.entries(SEARCHES)) {
    for (const investmentType of INVESTMENT_TYPES) {
      it(`${product} × ${investmentType}: every guarantee level meets a tariff`, () => {
        for (const beitragsGarantie of guaranteeLevelsFor(search.productType)) {
          const matching = matchingOf({ ...search, investmentType, beitragsGarantie });
          expect(matching, `${product} ${investmentType} ${beitragsGarantie} %`).not.toEqual([]);
        }
      });
    }
    it(`${product}: every Rentengarantiezeit and death benefit meets a tariff`, () => {
      for (const pensionGuaranteePeriod of GUARANTEE_PERIODS) {
        for (const deathBenefit of DEATH_BENEFITS) {
          const matching = matchingOf({ ...search, pensionGuaranteePeriod, deathBenefit });
          expect(matching, `${product} ${pensionGuaranteePeriod} ${deathBenefit}`).not.toEqual([]);
        }
      }
    });
  }

  it('klassisch for the private pension lists classic tariffs first, unmarked (the gap of finding 3)', () => {
    const result = compareTariffs(
      demo,
      { ...SEARCHES.schicht3, investmentType: 'klassisch' },
      {},
      NOW,
    );
    if (!result.ok) throw new Error(result.error.message);
    const first = result.value.results[0];
    expect(first?.investmentType).toBe('klassisch');
    expect(first?.wishMismatches).toEqual([]);
    expect(result.value.wishes?.matching).toBe(2);
  });

  it('sofort: every tariff offers every Rentengarantiezeit of the form (sofort has no wish marks)', () => {
    for (const t of demo.tariffs.filter((x) => x.productTypes.includes('sofort'))) {
      const periods = new Set(t.rentenfaktor.map((e) => e.guaranteePeriod));
      for (const p of GUARANTEE_PERIODS) expect(periods.has(p), `${t.id} ${p}`).toBe(true);
    }
  });
});
