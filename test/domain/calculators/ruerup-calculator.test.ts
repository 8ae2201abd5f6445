import { describe, expect, it } from 'vitest';
import {
  calculateRuerup,
  parseRuerupCalculatorInput,
  RUERUP_CALCULATOR_MESSAGES,
} from '../../../domain/calculators/ruerup-calculator';

describe('Rürup-Rechner', () => {
  it('deducts the whole contribution of a self-employed saver and adds the Soli saved', () => {
    // 2026, single, self-employed: Höchstbetrag 30,826 €, 10,000 € fully deductible.
    // zvE = 60,000 − 36 = 59,964 €: income tax 14,219 € → 10,535 € (see ruerup.test.ts), saving
    // 3,684 €. Soli: 14,219 € is below the Freigrenze of 20,350 € → nothing saved.
    expect(
      calculateRuerup(
        { contribution: 10_000, gross: 60_000, married: false, employee: false },
        2026,
      ),
    ).toMatchObject({
      maximumDeductible: 30_826,
      deductible: 10_000,
      deductibleShare: 1,
      taxableIncome: 59_964,
      incomeTaxSaving: 3_684,
      solidaritySaving: 0,
      taxSaving: 3_684,
      netCost: 6_316,
    });
  });

  it('saves Solidaritätszuschlag above the Freigrenze', () => {
    // zvE = 100,000 − 36 = 99,964 €: 0.42 · 99,964 − 11,135.63 = 30,849.25 → 30,849 €;
    // after 20,000 €: 0.42 · 79,964 − 11,135.63 = 22,449.25 → 22,449 €; saving 8,400 €.
    // Soli before: min(5.5 % · 30,849 = 1,696.70; 11.9 % · (30,849 − 20,350) = 1,249.38) = 1,249.38 €;
    // after: min(1,234.70; 11.9 % · 2,099 = 249.78) = 249.78 €; saved 999.60 €.
    // Together 9,399.60 €; the 20,000 € cost 10,600.40 €.
    expect(
      calculateRuerup(
        { contribution: 20_000, gross: 100_000, married: false, employee: false },
        2026,
      ),
    ).toMatchObject({
      incomeTaxSaving: 8_400,
      solidaritySaving: 999.6,
      taxSaving: 9_399.6,
      netCost: 10_600.4,
    });
  });

  it('counts the employer share of the statutory pension against the Höchstbetrag', () => {
    // 2026: 30,826 − 18.6 % · 60,000 (11,160) = 19,666 €; 5,000 € fully deductible.
    // zvE = 60,000 − 1,230 − 5,580 − 36 = 53,154 €: 11,673 € (see riester-calculator.test.ts);
    // 48,154 €: z = 3.0355, (173.10 · 3.0355 + 2,397) · 3.0355 + 1,034.87 = 9,905.43 → 9,905 €.
    // Saving 1,768 €, no Soli.
    expect(
      calculateRuerup({ contribution: 5_000, gross: 60_000, married: false, employee: true }, 2026),
    ).toMatchObject({
      maximumDeductible: 19_666,
      deductible: 5_000,
      taxableIncome: 53_154,
      taxSaving: 1_768,
      netCost: 3_232,
    });
  });

  it('reads the form: employee and single unless told otherwise', () => {
    expect(parseRuerupCalculatorInput({ contribution: '3.000', gross: '50.000' })).toEqual({
      ok: true,
      value: { contribution: 3_000, gross: 50_000, married: false, employee: true },
    });
    expect(parseRuerupCalculatorInput({ contribution: '0', married: 'x' })).toEqual({
      ok: false,
      error: {
        kind: 'calculator/ruerup',
        message: RUERUP_CALCULATOR_MESSAGES.contribution,
        fields: {
          contribution: RUERUP_CALCULATOR_MESSAGES.contribution,
          gross: RUERUP_CALCULATOR_MESSAGES.gross,
          married: 'Bitte geben Sie an, ob Sie verheiratet sind und gemeinsam veranlagt werden.',
        },
      },
    });
  });
});
