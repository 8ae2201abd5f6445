import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { compareTariffs } from '../../../domain/comparison/compare-tariffs';
import type { SearchData, SearchFilters } from '../../../domain/search-data/search-data';
import { riesterAllowances } from '../../../domain/tax/riester';
import { ruerupTaxSaving } from '../../../domain/tax/ruerup';
import { SMALL_CATALOGUE } from '../../fixtures/comparison/small-catalogue';

const NOW = Temporal.Instant.from('2026-03-10T10:00:00Z');
const SEARCH: SearchData = { productType: 'schicht3', birthday: '1990-05-15', monthlyPayment: 100 };

const compare = (filters: SearchFilters = {}, search: Partial<SearchData> = {}) => {
  const result = compareTariffs(SMALL_CATALOGUE, { ...SEARCH, ...search }, filters, NOW);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};
const ids = (filters: SearchFilters = {}, search: Partial<SearchData> = {}) =>
  compare(filters, search).results.map((r) => r.tariffId);

describe('compareTariffs on the small catalogue', () => {
  it('counts the tariffs of the product type and sorts by projected pension', () => {
    const result = compare();
    expect(result.total).toBe(6);
    expect(result.shown).toBe(6);
    // b-etf (funds at 5 %) first; a-klassik, f-twin and h-twin project the same pension and
    // are ordered by grade, then id; g-premium has a paymentMinError and comes last.
    expect(result.results.map((r) => r.tariffId)).toEqual([
      'b-etf',
      'c-hybrid',
      'a-klassik',
      'f-twin',
      'h-twin',
      'g-premium',
    ]);
    expect(result.results.at(-1)?.payInError).toBe('paymentMinError');
  });

  it('sorts by the accepted sortedBy values, an unknown one like the default', () => {
    expect(ids({}, { sortedBy: 'grade' })).toEqual([
      'a-klassik',
      'b-etf',
      'c-hybrid',
      'f-twin',
      'h-twin',
      'g-premium',
    ]);
    expect(ids({}, { sortedBy: 'effectiveCosts' }).slice(0, 2)).toEqual(['b-etf', 'a-klassik']);
    expect(ids({}, { sortedBy: 'guaranteedPension' })[0]).toBe('a-klassik');
    expect(ids({}, { sortedBy: 'nonsense' })).toEqual(ids());
  });

  it('applies each filter of SPEC §3', () => {
    expect(ids({ tariffGradeFilter: '1.5' })).toEqual(['b-etf', 'a-klassik', 'g-premium']);
    expect(ids({ capitalProtectionFilter: 'sehr_gut' })).toEqual(['a-klassik']);
    expect(ids({ capitalProtectionFilter: 'gut_oder_sehr_gut' })).toEqual([
      'c-hybrid',
      'a-klassik',
      'g-premium',
    ]);
    expect(ids({ tariffSustainabilityFilter: 'exzellent' })).toEqual(['b-etf']);
    expect(ids({ tariffSustainabilityFilter: 'gut_oder_besser' })).toEqual(['b-etf', 'c-hybrid']);
    expect(ids({ insuranceFilter: [1, 26] })).toEqual(['a-klassik', 'f-twin', 'h-twin']);
    expect(ids({ insuranceFilter: [] })).toHaveLength(6);
    expect(ids({ insuranceSustainabilityFilter: 'EU_strikt' })).toEqual(['b-etf']);
    expect(ids({ insuranceSustainabilityFilter: 'ESG_strikt' })).toEqual(['b-etf', 'g-premium']);
    expect(ids({ insuranceSustainabilityFilter: 'ESG_teilweise' })).toEqual([
      'b-etf',
      'c-hybrid',
      'g-premium',
    ]);
    expect(ids({ onlineContractEnabled: true })).toEqual(['b-etf', 'a-klassik']);
    expect(ids({ onlineContractEnabled: false })).toHaveLength(6);
    expect(ids({ possibleEtfSelectionDesired: true })).toEqual(['b-etf']);
    expect(ids({ possibleGreenFundsSelectionDesired: true })).toEqual(['b-etf', 'c-hybrid']);
    expect(ids({ excellentCustomizationsSelectionDesired: true })).toEqual(['b-etf']);
    const filtered = compare({ tariffGradeFilter: '1.5' });
    expect(filtered.total).toBe(6);
    expect(filtered.shown).toBe(3);
  });

  it('gives points only for online contracts', () => {
    const rows = compare().results;
    // schicht3: 400 base points + 1 per 10 € of 1,200 € a year = 520 (domain/points).
    expect(rows.find((r) => r.tariffId === 'a-klassik')?.points).toBe(520);
    expect(rows.find((r) => r.tariffId === 'f-twin')?.points).toBe(0);
    const app = compareTariffs(SMALL_CATALOGUE, SEARCH, {}, NOW, 'app');
    expect(app.ok && app.value.results.find((r) => r.tariffId === 'a-klassik')?.points).toBe(620);
  });

  it('reports pay-in errors of a tariff inside the span of the others', () => {
    // g-premium asks 500 € a month; the others take 25–2.000 €.
    const g = compare({}, { monthlyPayment: 400 }).results.find((r) => r.tariffId === 'g-premium');
    expect(g?.payInError).toBe('paymentMinError');
  });

  it('refuses a contribution no tariff of the product takes, naming the range', () => {
    const refused = (search: Partial<SearchData>) => {
      const result = compareTariffs(SMALL_CATALOGUE, { ...SEARCH, ...search }, {}, NOW);
      return result.ok ? null : result.error;
    };
    expect(refused({ monthlyPayment: 5 })).toEqual({
      kind: 'comparison/contribution-limits',
      message: 'Bitte geben Sie einen Beitrag zwischen 25\u00a0€ und 2.000\u00a0€ im Monat ein.',
    });
    expect(refused({ monthlyPayment: 2500 })?.kind).toBe('comparison/contribution-limits');
    expect(
      refused({ productType: 's3einmalzahlung', oneTimePayment: 1000, monthlyPayment: undefined }),
    ).toEqual({
      kind: 'comparison/one-time-payment-limits',
      message: 'Bitte geben Sie einen Einmalbeitrag zwischen 5.000\u00a0€ und 500.000\u00a0€ ein.',
    });
  });

  it('adds the Riester allowances and shows the Rürup tax saving', () => {
    const riester = compare(
      {},
      { productType: 'riester', jobSituation: 'Angestellter', estimatedGrossYearlySalary: 50_000 },
    ).results[0];
    // Mindesteigenbeitrag 4 % × 50,000 − 175 = 1,825 €; 1,200 € paid: 175 × 1,200 ÷ 1,825 = 115.07 €.
    expect(riester?.riesterAllowances?.firstYear).toBe(115.07);
    expect(riester?.riesterAllowances?.firstYearMaximum).toBe(175);
    expect(
      riesterAllowances({
        eligibility: 'unmittelbar',
        previousYearIncome: 50_000,
        childBirthYears: [],
        ownContribution: 1200,
      }).allowancesPaid,
    ).toBe(115.07);
    // Riester guarantees contributions and allowances: at least the money paid in.
    expect(riester?.guaranteedCapital).toBeGreaterThanOrEqual(37_400 + 115.07);
    const ruerup = compare(
      {},
      { productType: 'ruerup', jobSituation: 'Angestellter', estimatedGrossYearlySalary: 50_000 },
    ).results[0];
    const expected = ruerupTaxSaving({
      gross: 50_000,
      contribution: 1200,
      employee: true,
      married: false,
      year: 2026,
    }).taxSaving;
    expect(ruerup?.ruerupTaxSaving).toBe(expected);
    expect(expected).toBeGreaterThan(0);
  });

  it('passes the input errors through', () => {
    const result = compareTariffs(SMALL_CATALOGUE, { ...SEARCH, birthday: 'x' }, {}, NOW);
    expect(result.ok).toBe(false);
  });
});
