import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { compareTariffs } from '../../../domain/comparison/compare-tariffs';
import { contributionScheduleOf } from '../../../domain/comparison/contribution-schedule';
import { projectionInputOf } from '../../../domain/comparison/normalize-search';
import { tariffDetails } from '../../../domain/comparison/tariff-details';
import { contributionText } from '../../../domain/comparison-view/figure-texts';
import { monthlyFromYearly } from '../../../domain/search-data/monthly-payment';
import type { SearchData } from '../../../domain/search-data/search-data';
import { SMALL_CATALOGUE } from '../../fixtures/comparison/small-catalogue';

const NOW = Temporal.Instant.from('2026-03-10T10:00:00Z');
const BASE: SearchData = { productType: 'schicht3', birthday: '1990-05-15' };

// The search the contribution step writes for a yearly amount: its twelfth in mp, as typed in sc.
const yearlySearch = (cents: number): SearchData => ({
  ...BASE,
  paymentPeriod: 'yearly',
  monthlyPayment: monthlyFromYearly(cents / 100),
  selectedContribution: String(cents / 100),
});

const firstYearSum = (search: SearchData): number => {
  const input = projectionInputOf(search, NOW);
  if (!input.ok) throw new Error(input.error.message);
  const schedule = contributionScheduleOf(input.value);
  let cents = 0;
  for (let m = 0; m < 12; m++) cents += Math.round((schedule.atStart[m] ?? 0) * 100);
  return cents;
};

// The small catalogue takes 25–2.000 € a month: 300–24.000 € a year.
const yearlyCentsArb = fc.integer({ min: 300_00, max: 24_000_00 });
const monthlyCentsArb = fc.integer({ min: 25_00, max: 2_000_00 });

describe('a yearly payment', () => {
  it('pays exactly the chosen amount in year 1, to the cent', () => {
    fc.assert(
      fc.property(yearlyCentsArb, (cents) => {
        expect(firstYearSum(yearlySearch(cents))).toBe(cents);
      }),
      { numRuns: 200 },
    );
  });

  it('leaves a monthly payment at 12 × the monthly amount in year 1', () => {
    fc.assert(
      fc.property(monthlyCentsArb, (cents) => {
        const search: SearchData = {
          ...BASE,
          paymentPeriod: 'monthly',
          monthlyPayment: cents / 100,
        };
        expect(firstYearSum(search)).toBe(12 * cents);
      }),
      { numRuns: 100 },
    );
  });

  it('shows 10.000 € a year as chosen: row, details and year table', () => {
    const search = yearlySearch(10_000_00);
    expect(search.monthlyPayment).toBe(833.33);
    const list = compareTariffs(SMALL_CATALOGUE, search, {}, NOW);
    if (!list.ok) throw new Error(list.error.message);
    for (const row of list.value.results) {
      expect(row.yearlyContribution).toBe(10_000);
      expect(contributionText(row)).toBe('10.000,00\u00a0€ jährl.');
    }
    const details = tariffDetails(SMALL_CATALOGUE, 'c-hybrid', search, NOW);
    if (!details.ok) throw new Error(details.error.message);
    expect(details.value.yearTable[0]?.paidIn).toBe(10_000);
    expect(details.value.yearTable[1]?.paidIn).toBe(20_000);
  });

  it('falls back to 12 × mp when sc does not match mp', () => {
    const search: SearchData = { ...yearlySearch(10_000_00), selectedContribution: '5000' };
    expect(firstYearSum(search)).toBe(999_996);
  });

  it('keeps the monthly text for a monthly payment', () => {
    const list = compareTariffs(
      SMALL_CATALOGUE,
      { ...BASE, paymentPeriod: 'monthly', monthlyPayment: 150 },
      {},
      NOW,
    );
    if (!list.ok) throw new Error(list.error.message);
    const row = list.value.results[0];
    expect(row?.yearlyContribution).toBeUndefined();
    expect(row === undefined ? '' : contributionText(row)).toBe('150,00\u00a0€ mtl.');
  });
});
