import { describe, expect, it } from 'vitest';
import {
  estimateTaxableIncome,
  statutoryPensionContributions,
} from '../../../domain/tax/taxable-income-estimate';

describe('taxable income estimate', () => {
  it('charges 18.6 % of the gross up to the Beitragsbemessungsgrenze of the year', () => {
    expect(statutoryPensionContributions(50_000, 2026)).toBe(9_300);
    expect(statutoryPensionContributions(200_000, 2024)).toBe(16_851.6);
    expect(statutoryPensionContributions(200_000, 2025)).toBe(17_967.6);
    expect(statutoryPensionContributions(200_000, 2026)).toBe(18_860.4);
  });

  it('subtracts the Pauschbeträge and the employee pension share for an insured employee', () => {
    // 50,000 − 1,230 − 4,650 − 36 = 44,084 €; married: − 72 instead of − 36.
    const employee = {
      gross: 50_000,
      year: 2026,
      employee: true,
      statutoryPensionInsured: true,
    } as const;
    expect(estimateTaxableIncome(employee)).toBe(44_084);
    expect(estimateTaxableIncome({ ...employee, married: true })).toBe(44_048);
  });

  it('adds the spouse’s earnings under joint assessment, each with its own deductions', () => {
    // Saver: 50,000 − 1,230 − 4,650 = 44,120 €; spouse: 40,000 − 1,230 − 18.6 % · 40,000 / 2
    // (3,720) = 35,050 €; together 79,170 − 72 = 79,098 €. A self-employed spouse's profit counts
    // whole; a single saver's spouse is not read.
    const saver = {
      gross: 50_000,
      year: 2026,
      employee: true,
      statutoryPensionInsured: true,
    } as const;
    const spouse = { gross: 40_000, employee: true, statutoryPensionInsured: true } as const;
    expect(estimateTaxableIncome({ ...saver, married: true, spouse })).toBe(79_098);
    expect(estimateTaxableIncome({ ...saver, married: true, spouse: { gross: 40_000 } })).toBe(
      84_048,
    );
    expect(estimateTaxableIncome({ ...saver, spouse })).toBe(44_084);
  });

  it('subtracts only the Sonderausgaben-Pauschbetrag for the self-employed', () => {
    expect(estimateTaxableIncome({ gross: 60_000, year: 2025 })).toBe(59_964);
  });

  it('keeps a civil servant’s wage free of pension contributions', () => {
    expect(estimateTaxableIncome({ gross: 50_000, year: 2025, employee: true })).toBe(48_734);
  });

  it('never goes below zero and caps the Pauschbetrag at the wage', () => {
    expect(estimateTaxableIncome({ gross: 500, year: 2024, employee: true })).toBe(0);
    expect(estimateTaxableIncome({ gross: -100, year: 2024 })).toBe(0);
  });
});
