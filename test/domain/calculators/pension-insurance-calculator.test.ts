import { describe, expect, it } from 'vitest';
import {
  calculatePensionInsurance,
  PENSION_INSURANCE_MESSAGES,
  parsePensionInsuranceInput,
} from '../../../domain/calculators/pension-insurance-calculator';

describe('Rentenversicherung-Rechner', () => {
  it('grows a single premium at the three model rates and pays it out up to 90', () => {
    // 10,000 € for 10 years: 10,000 · 1.0067^10 = 10,000 · 1.069057 = 10,690.57 €;
    // 1.0167^10 = 1.180126 → 11,801.26 €; 1.0267^10 = 1.301474 → 13,014.74 €.
    // Payout from 67 to 90 = 276 months in advance at the monthly rate m = 1.0167^(1/12) − 1
    // = 0.0013811: factor (1 − 1.0013811^−276) / 0.0013811 · 1.0013811 = 229.6751;
    // 11,801.26 / 229.6751 = 51.38 €. At 0.67 %: m = 0.00055663, factor 255.9210 → 41.77 €;
    // at 2.67 %: m = 0.00219823, factor 207.2101 → 62.81 €.
    const result = calculatePensionInsurance({
      monthly: 0,
      single: 10_000,
      years: 10,
      retireAt: 67,
    });
    expect(result.paid).toBe(10_000);
    expect(result.payoutUntilAge).toBe(90);
    expect(result.scenarios).toEqual([
      { rate: 0.0067, capital: 10_690.57, monthlyPension: 41.77 },
      { rate: 0.0167, capital: 11_801.26, monthlyPension: 51.38 },
      { rate: 0.0267, capital: 13_014.74, monthlyPension: 62.81 },
    ]);
  });

  it('grows monthly contributions paid at the start of each month', () => {
    // 100 € a month for 30 years = 360 payments = 36,000 € paid. At 1.67 %: value factor
    // ((1.0013811^360 − 1) / 0.0013811) · 1.0013811 = 466.6085 → 46,660.85 €; paid out over
    // 276 months: 46,660.85 / 229.6751 = 203.16 €. 0.67 %: 398.7038 → 39,870.38 €, 155.79 €;
    // 2.67 %: 549.1385 → 54,913.85 €, 265.02 €.
    const result = calculatePensionInsurance({ monthly: 100, single: 0, years: 30, retireAt: 67 });
    expect(result.paid).toBe(36_000);
    expect(result.scenarios.map((s) => [s.capital, s.monthlyPension])).toEqual([
      [39_870.38, 155.79],
      [46_660.85, 203.16],
      [54_913.85, 265.02],
    ]);
  });

  it('reads German amounts and defaults the pension start to 67', () => {
    expect(parsePensionInsuranceInput({ monthly: '1.250,50', years: '25' })).toEqual({
      ok: true,
      value: { monthly: 1250.5, single: 0, years: 25, retireAt: 67 },
    });
    expect(parsePensionInsuranceInput({ single: '50.000 €', years: '5', retireAt: '63' })).toEqual({
      ok: true,
      value: { monthly: 0, single: 50_000, years: 5, retireAt: 63 },
    });
  });

  it('puts a German message at every bad field', () => {
    expect(parsePensionInsuranceInput({ years: '0', retireAt: '71', single: 'viel' })).toEqual({
      ok: false,
      error: {
        kind: 'calculator/pension-insurance',
        message: PENSION_INSURANCE_MESSAGES.single,
        fields: {
          single: PENSION_INSURANCE_MESSAGES.single,
          years:
            'Bitte geben Sie die Jahre bis zum Rentenbeginn als ganze Zahl zwischen 1 und 50 an.',
          retireAt: 'Der Rentenbeginn muss zwischen 62 und 70 Jahren liegen.',
        },
      },
    });
    // Neither a monthly contribution nor a single premium: nothing to calculate.
    const nothing = parsePensionInsuranceInput({ monthly: '0', years: '10' });
    expect(nothing.ok ? null : nothing.error.fields).toEqual({
      monthly: PENSION_INSURANCE_MESSAGES.monthly,
    });
  });
});
