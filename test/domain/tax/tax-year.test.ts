import { describe, expect, it } from 'vitest';
import { clampTaxYear, isTaxYear, TAX_YEARS } from '../../../domain/tax/tax-year';

describe('tax years', () => {
  it('knows 2024, 2025 and 2026', () => {
    expect(TAX_YEARS).toEqual([2024, 2025, 2026]);
    expect(isTaxYear(2025)).toBe(true);
    expect(isTaxYear(2023)).toBe(false);
    expect(isTaxYear('2025')).toBe(false);
  });

  it('clamps other years to the nearest supported one', () => {
    expect(clampTaxYear(2019)).toBe(2024);
    expect(clampTaxYear(2025)).toBe(2025);
    expect(clampTaxYear(2031)).toBe(2026);
  });
});
