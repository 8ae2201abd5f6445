import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taxableShareOfPensionStartingIn } from '../../../domain/tax/income-tax-figures';

describe('taxable share of pensions (§ 22 Nr. 1 S. 3 a aa EStG)', () => {
  it.each([
    [2004, 0.5],
    [2005, 0.5],
    [2006, 0.52],
    [2020, 0.8],
    [2021, 0.81],
    [2022, 0.82],
    [2023, 0.825],
    [2024, 0.83],
    [2025, 0.835],
    [2026, 0.84],
    [2058, 1],
    [2070, 1],
  ])('a pension starting in %i is taxable at %f', (year, share) => {
    expect(taxableShareOfPensionStartingIn(year)).toBe(share);
  });

  it('never falls and never exceeds 100 %', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2100 }), (year) => {
        expect(taxableShareOfPensionStartingIn(year + 1)).toBeGreaterThanOrEqual(
          taxableShareOfPensionStartingIn(year),
        );
        expect(taxableShareOfPensionStartingIn(year)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
