import { describe, expect, it } from 'vitest';
import { assessTax, inWholeEuros } from '../../../domain/tax/tax-assessment';

describe('tax assessment', () => {
  it('adds Soli and church tax to the income tax, in cents as the law rounds them', () => {
    // 2025, 100,000 € single: tax 0.42 · 100,000 − 10,911.92 = 31,088.08 → 31,088 €;
    // Soli min(5.5 % · 31,088 = 1,709.84; 11.9 % · (31,088 − 19,950) = 1,325.422) → 1,325.42 €;
    // church tax (Bayern) 8 % · 31,088 = 2,487.04 €; total 34,900.46 €.
    const assessment = assessTax(100_000, 2025, { churchTaxState: 'by' });
    expect(assessment).toEqual({
      year: 2025,
      taxableIncome: 100_000,
      incomeTax: 31_088,
      solidaritySurcharge: 1_325.42,
      churchTax: 2_487.04,
      total: 34_900.46,
    });
    expect(inWholeEuros(assessment)).toEqual({
      year: 2025,
      taxableIncome: 100_000,
      incomeTax: 31_088,
      solidaritySurcharge: 1_325,
      churchTax: 2_487,
      total: 34_900,
    });
  });

  it('has no church tax without a state and no Soli below the Freigrenze', () => {
    expect(assessTax(50_000.7, 2024)).toEqual({
      year: 2024,
      taxableIncome: 50_000,
      incomeTax: 10_872,
      solidaritySurcharge: 0,
      churchTax: 0,
      total: 10_872,
    });
  });

  it('uses splitting and the joint Freigrenze for married couples', () => {
    // 2026, 200,000 € joint: 2 · tax(100,000) = 2 · 30,864 = 61,728 €; Soli
    // min(5.5 % · 61,728 = 3,395.04; 11.9 % · (61,728 − 40,700) = 2,502.332) → 2,502.33 €.
    const assessment = assessTax(200_000, 2026, { married: true, churchTaxState: 'be' });
    expect(assessment.incomeTax).toBe(61_728);
    expect(assessment.solidaritySurcharge).toBe(2_502.33);
    expect(assessment.churchTax).toBe(5_555.52);
    expect(assessment.total).toBe(69_785.85);
  });
});
