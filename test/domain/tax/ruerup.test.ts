import { describe, expect, it } from 'vitest';
import { ruerupTaxSaving } from '../../../domain/tax/ruerup';

describe('Rürup tax saving, § 10 Abs. 1 Nr. 2 b, Abs. 3 EStG', () => {
  it('lets the self-employed deduct up to the full Höchstbetrag (2026: 30,826 €)', () => {
    // zvE = 60,000 − 36 = 59,964 €: tax = (173.10 · 4.2165 + 2,397) · 4.2165 + 1,034.87
    // = 14,219.34 → 14,219 €; after 10,000 €: zvE 49,964, z = 3.2165 → 10,535.69 → 10,535 €.
    expect(ruerupTaxSaving({ gross: 60_000, contribution: 10_000, year: 2026 })).toEqual({
      maximumDeductible: 30_826,
      deductible: 10_000,
      taxSaving: 3_684,
    });
  });

  it('reduces the Höchstbetrag for employees by both halves of the pension contribution', () => {
    // 2025: 29,344 − 18.6 % · 60,000 (11,160) = 18,184 €. zvE = 60,000 − 1,230 − 5,580 − 36 = 53,154 €:
    // tax(53,154) = (176.64 · 3.5711 + 2,397) · 3.5711 + 1,015.13 = 11,827.70 → 11,827 €;
    // tax(34,970) = (176.64 · 1.7527 + 2,397) · 1.7527 + 1,015.13 = 5,758.98 → 5,758 €; saving 6,069 €.
    expect(
      ruerupTaxSaving({ gross: 60_000, contribution: 20_000, employee: true, year: 2025 }),
    ).toEqual({ maximumDeductible: 18_184, deductible: 18_184, taxSaving: 6_069 });
  });

  it('caps the pension contribution at the Beitragsbemessungsgrenze', () => {
    // 2024: 27,566 − 18.6 % · 90,600 (16,851.60) = 10,714.40 €. zvE = 120,000 − 1,230 − 8,425.80 − 36
    // = 110,308.20 → 0.42 · 110,308 − 10,636.31 = 35,693.05 → 35,693 €; minus 10,714.40 → 99,593 €:
    // 31,192.75 → 31,192 €; saving 4,501 € (42 % of the deduction, less rounding).
    expect(
      ruerupTaxSaving({ gross: 120_000, contribution: 20_000, employee: true, year: 2024 }),
    ).toEqual({ maximumDeductible: 10_714.4, deductible: 10_714.4, taxSaving: 4_501 });
  });

  it('doubles the Höchstbetrag for married couples and uses splitting', () => {
    const married = ruerupTaxSaving({
      gross: 60_000,
      contribution: 5_000,
      employee: true,
      married: true,
      year: 2026,
    });
    expect(married.maximumDeductible).toBe(2 * 30_826 - 11_160);
    const single = ruerupTaxSaving({
      gross: 60_000,
      contribution: 5_000,
      employee: true,
      year: 2026,
    });
    expect(married.taxSaving).toBeLessThan(single.taxSaving);
  });

  it('saves nothing without a contribution or below the Grundfreibetrag', () => {
    expect(ruerupTaxSaving({ gross: 60_000, contribution: 0, year: 2026 }).taxSaving).toBe(0);
    expect(ruerupTaxSaving({ gross: 10_000, contribution: 3_000, year: 2026 })).toEqual({
      maximumDeductible: 30_826,
      deductible: 3_000,
      taxSaving: 0,
    });
  });
});
