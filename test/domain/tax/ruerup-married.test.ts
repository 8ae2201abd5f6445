import { describe, expect, it } from 'vitest';
import { ruerupMaximumDeductible, ruerupTaxSaving } from '../../../domain/tax/ruerup';

// 2026 figures (FIGURES.md): Höchstbetrag 30,826 € (knappschaftliche BBG 124,800 € × 24.7 %,
// rounded up), doubled 61,652 €; statutory pension 18.6 % of the gross up to the BBG of the
// allgemeine Rentenversicherung, 101,400 € (at most 18,860.40 € a year).
const SAVER = { gross: 50_000, employee: true, year: 2026 } as const;

describe('Rürup Höchstbetrag of spouses, § 10 Abs. 3 S. 2 EStG (2026 worked examples)', () => {
  it('single employee: the Höchstbetrag less the own pension contributions', () => {
    // 30,826 − 18.6 % · 50,000 (9,300) = 21,526 €.
    expect(ruerupMaximumDeductible({ ...SAVER, contribution: 0 })).toBe(21_526);
  });

  it('married, the spouse earns nothing: doubled, less the saver’s contributions only', () => {
    // 2 · 30,826 = 61,652 €; − 9,300 € (saver) = 52,352 €. Without the field, or with 0 €.
    expect(ruerupMaximumDeductible({ ...SAVER, contribution: 0, married: true })).toBe(52_352);
    expect(
      ruerupMaximumDeductible({
        ...SAVER,
        contribution: 0,
        married: true,
        spouseGross: 0,
        spouseEmployee: true,
      }),
    ).toBe(52_352);
  });

  it('married, the spouse an employee at 40,000 €: both spouses’ contributions count (issue 32)', () => {
    // 61,652 € (doubled Höchstbetrag)
    // −  9,300 € (saver: 18.6 % · 50,000, employer and employee share)
    // −  7,440 € (spouse: 18.6 % · 40,000, employer and employee share)
    // = 44,912 € — the issue's „≈ 44.912 €“ (the old answer, 52,352 €, ignored the spouse).
    // zvE: saver 50,000 − 1,230 − 4,650 = 44,120 €; spouse 40,000 − 1,230 − 3,720 = 35,050 €;
    // together 79,170 − 72 = 79,098 €. Splitting on 39,549 €: z = 2.175,
    // (173.10 · 2.175 + 2,397) · 2.175 + 1,034.87 = 7,067.22 → 7,067 €, twice: 14,134 €.
    // All 44,912 € deducted: 34,186 €, half 17,093 €: y = 0.4745,
    // (914.51 · 0.4745 + 1,400) · 0.4745 = 870.20 → 870 €, twice: 1,740 €. Saving 12,394 €.
    expect(
      ruerupTaxSaving({
        ...SAVER,
        contribution: 50_000,
        married: true,
        spouseGross: 40_000,
        spouseEmployee: true,
      }),
    ).toEqual({ maximumDeductible: 44_912, deductible: 44_912, taxSaving: 12_394 });
  });

  it('married, both above the BBG: each spouse’s contributions capped at 18,860.40 €', () => {
    // 61,652 − 2 · 18.6 % · 101,400 (18,860.40) = 23,931.20 €.
    // zvE: 120,000 − 1,230 − 9,430.20 = 109,339.80 €; 150,000 − 1,230 − 9,430.20 = 139,339.80 €;
    // together − 72 = 248,607.60 €. Half of 248,607: 124,303 € → 0.42 · 124,303 − 11,135.63
    // = 41,071.63 → 41,071 €, twice 82,142 €. After 23,931.20 €: 224,676 €, half 112,338 €
    // → 36,046.33 → 36,046 €, twice 72,092 €. Saving 10,050 €.
    expect(
      ruerupTaxSaving({
        gross: 120_000,
        employee: true,
        married: true,
        spouseGross: 150_000,
        spouseEmployee: true,
        contribution: 30_000,
        year: 2026,
      }),
    ).toEqual({ maximumDeductible: 23_931.2, deductible: 23_931.2, taxSaving: 10_050 });
  });

  it('a self-employed spouse leaves the Höchstbetrag whole but adds the profit to the zvE', () => {
    // 61,652 − 9,300 = 52,352 €. zvE 44,120 + 40,000 − 72 = 84,048 €: half 42,024 €, z = 2.4225,
    // (173.10 · 2.4225 + 2,397) · 2.4225 + 1,034.87 = 7,857.44 → 7,857 €, twice 15,714 €;
    // after 10,000 €: 74,048 €, half 37,024 €, z = 1.9225 → 6,282.88 → 6,282 €, twice 12,564 €.
    // Saving 3,150 € (against 3,064 € beside an employee spouse, whose pension share is deducted).
    expect(
      ruerupTaxSaving({
        ...SAVER,
        contribution: 10_000,
        married: true,
        spouseGross: 40_000,
        spouseEmployee: false,
      }),
    ).toEqual({ maximumDeductible: 52_352, deductible: 10_000, taxSaving: 3_150 });
  });

  it('reads the spouse only under joint assessment', () => {
    expect(
      ruerupTaxSaving({
        ...SAVER,
        contribution: 10_000,
        spouseGross: 40_000,
        spouseEmployee: true,
      }),
    ).toEqual(ruerupTaxSaving({ ...SAVER, contribution: 10_000 }));
  });
});
