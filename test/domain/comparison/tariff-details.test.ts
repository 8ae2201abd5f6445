import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { compareTariffs } from '../../../domain/comparison/compare-tariffs';
import { tariffDetails } from '../../../domain/comparison/tariff-details';
import type { SearchData } from '../../../domain/search-data/search-data';
import { SMALL_CATALOGUE } from '../../fixtures/comparison/small-catalogue';

const NOW = Temporal.Instant.from('2026-03-10T10:00:00Z');
const SEARCH: SearchData = { productType: 'schicht3', birthday: '1990-05-15', monthlyPayment: 100 };

describe('tariffDetails', () => {
  it('shows the row, a year table ending at the pension start and the cost breakdown', () => {
    const result = tariffDetails(SMALL_CATALOGUE, 'c-hybrid', SEARCH, NOW);
    if (!result.ok) throw new Error(result.error.message);
    const d = result.value;
    expect(d.insuranceStart).toBe('2026-04-01');
    expect(d.pensionStart).toBe('2057-06-01');
    // 374 months: 31 full contract years and 2 months.
    expect(d.yearTable).toHaveLength(32);
    const first = d.yearTable[0];
    const last = d.yearTable.at(-1);
    expect(first).toMatchObject({ year: 1, age: 36, paidIn: 1200 });
    expect(last).toMatchObject({ year: 32, age: 67, paidIn: 37_400 });
    expect(last?.projectedCapital).toBe(d.row.capitalAtRetirement);
    expect(last?.guaranteedCapital).toBe(d.row.guaranteedCapital);
    expect(last?.costs).toBeCloseTo(d.costBreakdown.total, 1);
    const [low, middle, high] = last?.capitalAtModelRates ?? [0, 0, 0];
    expect(low).toBeLessThan(middle);
    expect(middle).toBeLessThan(high);
    expect(d.costBreakdown.fundCosts).toBeGreaterThan(0);
    expect(d.features).toHaveLength(22);
    expect(d.features.find((f) => f.name === 'nachhaltigkeit')?.result).toBe('positive');
    expect(d.features.find((f) => f.name === 'zuzahlung')?.result).toBe('noData');
    expect(d.documents).toEqual([{ title: 'Produktinformationsblatt', fileName: 'pib.pdf' }]);
    expect(d.modelCalculationNote).toContain('keinen Anspruch');
  });

  it("shows each tariff's row exactly as the comparison list shows it", () => {
    const list = compareTariffs(SMALL_CATALOGUE, SEARCH, {}, NOW);
    if (!list.ok) throw new Error(list.error.message);
    // A row with a pay-in error has no details (tariffForSearch refuses it).
    const rows = list.value.results.filter((row) => row.payInError === null);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      const result = tariffDetails(SMALL_CATALOGUE, row.tariffId, SEARCH, NOW);
      if (!result.ok) throw new Error(result.error.message);
      expect(result.value.row).toEqual(row);
    }
  });

  it('keeps the klassisch table rows growing', () => {
    const result = tariffDetails(SMALL_CATALOGUE, 'a-klassik', SEARCH, NOW);
    if (!result.ok) throw new Error(result.error.message);
    const rows = result.value.yearTable;
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]!.projectedCapital).toBeGreaterThan(rows[i - 1]!.projectedCapital);
      expect(rows[i]!.costs).toBeGreaterThan(rows[i - 1]!.costs);
    }
    // klassisch: the projected capital is the middle model rate.
    expect(rows.at(-1)?.capitalAtModelRates[1]).toBe(rows.at(-1)?.projectedCapital);
  });

  it('shows the Riester allowances year by year, paid into the contract', () => {
    const result = tariffDetails(
      SMALL_CATALOGUE,
      'd-foerder',
      {
        ...SEARCH,
        productType: 'riester',
        jobSituation: 'Angestellter',
        estimatedGrossYearlySalary: 50_000,
      },
      NOW,
    );
    if (!result.ok) throw new Error(result.error.message);
    const { riesterYears, yearTable, row } = result.value;
    // 374 months: 31 full years and a last year of 2 months.
    expect(riesterYears).toHaveLength(32);
    expect(riesterYears[0]).toMatchObject({ contractYear: 1, calendarYear: 2026, endMonth: 12 });
    expect(riesterYears[0]?.allowancesPaid).toBe(115.07);
    // The last, 2-month year pays 200 €: 175 × 200 ÷ 1,825 = 19.18 €.
    expect(riesterYears.at(-1)).toMatchObject({ endMonth: 374, ownContribution: 200 });
    expect(riesterYears.at(-1)?.allowancesPaid).toBe(19.18);
    const allowances = riesterYears.reduce((sum, y) => sum + y.allowancesPaid, 0);
    expect(yearTable[0]?.paidIn).toBe(1200 + 115.07);
    expect(yearTable.at(-1)?.paidIn).toBeCloseTo(37_400 + allowances, 2);
    expect(row.riesterAllowances?.total).toBeCloseTo(allowances, 2);
  });

  it('answers an unknown id and a tariff of another product type with an error', () => {
    expect(tariffDetails(SMALL_CATALOGUE, 'nope', SEARCH, NOW)).toEqual({
      ok: false,
      error: { kind: 'comparison/unknown-tariff', message: 'Diesen Tarif gibt es nicht.' },
    });
    const other = tariffDetails(SMALL_CATALOGUE, 'e-einmal', SEARCH, NOW);
    expect(!other.ok && other.error.kind).toBe('comparison/tariff-product-type');
  });
});
