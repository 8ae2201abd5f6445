import { describe, expect, it } from 'vitest';
import { incomeTax } from '../../../domain/tax/income-tax';
import { BASIC_TAX_ALLOWANCE, INCOME_TAX_TARIFF } from '../../../domain/tax/income-tax-figures';
import { TAX_YEARS } from '../../../domain/tax/tax-year';
import { PAP_INCOME_TAX } from '../../fixtures/tax/income-tax-pap';

describe('income tax, § 32a EStG', () => {
  it.each([
    [2024, 10_872],
    [2025, 10_691],
    [2026, 10_548],
  ] as const)('taxes 50,000 € in %i with %i € (reference values of issue 6)', (year, tax) => {
    expect(incomeTax(50_000, year)).toBe(tax);
  });

  it('agrees with the tariff routine of the BMF Programmablaufplan, Grund- and Splittingtabelle', () => {
    expect(PAP_INCOME_TAX.length).toBeGreaterThan(250);
    for (const [year, zvE, single, joint] of PAP_INCOME_TAX) {
      expect([year, zvE, incomeTax(zvE, year)]).toEqual([year, zvE, single]);
      expect([year, zvE, incomeTax(zvE, year, { married: true })]).toEqual([year, zvE, joint]);
    }
  });

  it('computes worked examples of each zone by hand', () => {
    // 2025 zone 2: y = (15,000 − 12,096) / 10,000 = 0.2904;
    // (932.30 · 0.2904 + 1,400) · 0.2904 = 1,670.73992 · 0.2904 = 485.18… → 485 €.
    expect(incomeTax(15_000, 2025)).toBe(485);
    // 2024 zone 3: z = (30,000 − 17,005) / 10,000 = 1.2995;
    // (181.19 · 1.2995 + 2,397) · 1.2995 + 991.21 = 2,632.4564… · 1.2995 + 991.21
    // = 3,420.877… + 991.21 = 4,412.087… → 4,412 €.
    expect(incomeTax(30_000, 2024)).toBe(4_412);
    // 2026 zone 4: 0.42 · 100,000 − 11,135.63 = 30,864.37 → 30,864 €.
    expect(incomeTax(100_000, 2026)).toBe(30_864);
    // 2024 zone 5: 0.45 · 300,000 − 18,971.06 = 116,028.94 → 116,028 €.
    expect(incomeTax(300_000, 2024)).toBe(116_028);
  });

  it('rounds the taxable income down to whole euros first', () => {
    expect(incomeTax(50_000.99, 2025)).toBe(10_691);
    expect(incomeTax(12_096.99, 2025)).toBe(0);
  });

  it('splits for married couples: twice the tax on half the income, the half rounded down', () => {
    // 2 · tax(50,000) = 2 · 10,691; 100,001 / 2 = 50,000.5 → 50,000.
    expect(incomeTax(100_000, 2025, { married: true })).toBe(21_382);
    expect(incomeTax(100_001, 2025, { married: true })).toBe(21_382);
    expect(incomeTax(100_000, 2025, { married: false })).toBe(incomeTax(100_000, 2025));
  });

  it('is zero up to the Grundfreibetrag and for no or negative income', () => {
    for (const year of TAX_YEARS) {
      const basic = BASIC_TAX_ALLOWANCE[year] ?? Number.NaN;
      expect(incomeTax(basic, year)).toBe(0);
      expect(incomeTax(2 * basic + 1, year, { married: true })).toBe(0);
      expect(incomeTax(0, year)).toBe(0);
      expect(incomeTax(-5_000, year)).toBe(0);
    }
    // 2024: y = 0.0001 → (954.80 · 0.0001 + 1,400) · 0.0001 = 0.14 → 0 €; 11,792: y = 0.0008 → 1.12 → 1 €.
    expect(incomeTax(11_785, 2024)).toBe(0);
    expect(incomeTax(11_792, 2024)).toBe(1);
  });

  it('rejects a non-finite income as a bug', () => {
    expect(() => incomeTax(Number.NaN, 2025)).toThrow(RangeError);
  });

  // The zone formulas of the figures, unrounded, must meet at every border (§ 32a is continuous).
  it.each(TAX_YEARS)('has zone formulas that meet within 1 € at every border in %i', (year) => {
    const t = INCOME_TAX_TARIFF[year];
    const basic = BASIC_TAX_ALLOWANCE[year] ?? Number.NaN;
    const zone2 = (x: number): number => {
      const y = (x - basic) / 10_000;
      return (t.zone2Factor * y + t.zone2Linear) * y;
    };
    const zone3 = (x: number): number => {
      const z = (x - t.zone2End) / 10_000;
      return (t.zone3Factor * z + t.zone3Linear) * z + t.zone3Constant;
    };
    const zone4 = (x: number): number => t.zone4Rate * x - t.zone4Subtrahend;
    const zone5 = (x: number): number => t.zone5Rate * x - t.zone5Subtrahend;
    expect(Math.abs(zone2(basic))).toBeLessThan(1);
    expect(Math.abs(zone2(t.zone2End) - zone3(t.zone2End))).toBeLessThan(1);
    expect(Math.abs(zone3(t.zone3End) - zone4(t.zone3End))).toBeLessThan(1);
    expect(Math.abs(zone4(t.zone4End) - zone5(t.zone4End))).toBeLessThan(1);
  });

  it.each(TAX_YEARS)('rises by at most 1 € for 1 € more income at every border in %i', (year) => {
    const t = INCOME_TAX_TARIFF[year];
    const borders = [BASIC_TAX_ALLOWANCE[year] ?? 0, t.zone2End, t.zone3End, t.zone4End];
    for (const border of borders) {
      const jump = incomeTax(border + 1, year) - incomeTax(border, year);
      expect(jump).toBeGreaterThanOrEqual(0);
      expect(jump).toBeLessThanOrEqual(1);
    }
  });
});
