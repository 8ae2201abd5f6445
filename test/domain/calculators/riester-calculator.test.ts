import { describe, expect, it } from 'vitest';
import {
  calculateRiester,
  parseRiesterCalculatorInput,
  RIESTER_CALCULATOR_MESSAGES,
  type RiesterCalculatorInput,
} from '../../../domain/calculators/riester-calculator';

const single: RiesterCalculatorInput = {
  gross: 40_000,
  olderChildren: 0,
  youngerChildren: 2,
  spouse: 'nein',
  contribution: null,
};

describe('Riester-Rechner', () => {
  it('gives Grundzulage and Kinderzulagen and the Mindesteigenbeitrag (no Günstigerprüfung gain)', () => {
    // 175 € + 2 · 300 € = 775 €; 4 % of 40,000 € = 1,600 € − 775 € = 825 €.
    // Günstigerprüfung: zvE = 40,000 − 1,230 − 3,720 (half of 18.6 %) − 36 = 35,014 €; deducting
    // 825 + 775 = 1,600 € saves about 30 % of it (≈ 480 €), less than the 775 € of allowances → 0.
    const result = calculateRiester(single, 2026);
    expect(result.ok && result.value).toMatchObject({
      year: 2026,
      subsidy: {
        basicAllowance: 175,
        childAllowances: 600,
        maximumAllowances: 775,
        minimumOwnContribution: 825,
        allowancesPaid: 775,
        taxBenefit: 0,
      },
      contribution: 825,
      deductionCap: 2_100,
      support: 775,
    });
  });

  it('grants the Günstigerprüfung excess on a higher income', () => {
    // 4 % of 60,000 € = 2,400 € → at most 2,100 € − 175 € = 1,925 €. zvE = 60,000 − 1,230 − 5,580
    // − 36 = 53,154 €: z = 3.5355, (173.10 · 3.5355 + 2,397) · 3.5355 + 1,034.87 = 11,673.17 → 11,673 €;
    // after 2,100 €: zvE 51,054, z = 3.3255 → 10,920.40 → 10,920 €; saving 753 € − 175 € = 578 €.
    const result = calculateRiester({ ...single, gross: 60_000, youngerChildren: 0 }, 2026);
    expect(result.ok && result.value).toMatchObject({
      subsidy: { minimumOwnContribution: 1_925, allowancesPaid: 175, taxBenefit: 578 },
      support: 753,
    });
  });

  it('counts a mittelbar spouse’s Grundzulage and a child born before 2008', () => {
    // 2 · 175 € + 185 € = 535 €; 4 % of 30,000 € = 1,200 € − 535 € = 665 €; the cap rises to 2,160 €.
    const result = calculateRiester(
      { ...single, gross: 30_000, olderChildren: 1, youngerChildren: 0, spouse: 'mittelbar' },
      2026,
    );
    expect(result.ok && result.value).toMatchObject({
      subsidy: { basicAllowance: 350, childAllowances: 185, minimumOwnContribution: 665 },
      deductionCap: 2_160,
    });
  });

  it('cuts the allowances in proportion when less than the Mindesteigenbeitrag is paid', () => {
    // 412.50 € of 825 € is half: 775 € / 2 = 387.50 €.
    const result = calculateRiester({ ...single, contribution: 412.5 }, 2026);
    expect(result.ok && result.value.subsidy.allowancesPaid).toBe(387.5);
    expect(result.ok && result.value.contribution).toBe(412.5);
  });

  it('never asks less than the Sockelbetrag of 60 €', () => {
    // 4 % of 10,000 € = 400 € − (175 € + 3 · 300 €) < 0 → 60 €.
    const result = calculateRiester({ ...single, gross: 10_000, youngerChildren: 3 }, 2026);
    expect(result.ok && result.value.subsidy.minimumOwnContribution).toBe(60);
  });

  it('reads the form with German messages at the fields', () => {
    expect(parseRiesterCalculatorInput({ gross: '45.000' })).toEqual({
      ok: true,
      value: {
        gross: 45_000,
        olderChildren: 0,
        youngerChildren: 0,
        spouse: 'nein',
        contribution: null,
      },
    });
    expect(
      parseRiesterCalculatorInput({
        gross: '',
        youngerChildren: '16',
        spouse: 'ja',
        contribution: 'x',
      }),
    ).toEqual({
      ok: false,
      error: {
        kind: 'calculator/riester',
        message: RIESTER_CALCULATOR_MESSAGES.gross,
        fields: {
          gross: RIESTER_CALCULATOR_MESSAGES.gross,
          youngerChildren:
            'Bitte geben Sie die Zahl Ihrer Kinder mit Kindergeld, die ab 2008 geboren sind, als ganze Zahl zwischen 0 und 15 an.',
          spouse: 'Bitte geben Sie an, ob und wie Ihr Ehepartner gefördert wird.',
          contribution: RIESTER_CALCULATOR_MESSAGES.contribution,
        },
      },
    });
  });
});
