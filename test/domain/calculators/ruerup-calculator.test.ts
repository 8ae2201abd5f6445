import { describe, expect, it } from 'vitest';
import {
  calculateRuerup,
  parseRuerupCalculatorInput,
  RUERUP_CALCULATOR_MESSAGES,
} from '../../../domain/calculators/ruerup-calculator';
import { incomeTax } from '../../../domain/tax/income-tax';

// 2026, 50,000 € and a spouse at 40,000 €, both employees in the statutory insurance.
const COUPLE = {
  contribution: 10_000,
  gross: 50_000,
  married: true,
  employee: true,
  civilServant: false,
  spouseGross: 40_000,
  spouseEmployee: true,
  spouseCivilServant: false,
} as const;
const NO_SPOUSE = { spouseGross: 0, spouseEmployee: false, spouseCivilServant: false } as const;

describe('Rürup-Rechner', () => {
  it('deducts the whole contribution of a self-employed saver and adds the Soli saved', () => {
    // 2026, single, self-employed: Höchstbetrag 30,826 €, 10,000 € fully deductible.
    // zvE = 60,000 − 36 = 59,964 €: income tax 14,219 € → 10,535 € (see ruerup.test.ts), saving
    // 3,684 €. Soli: 14,219 € is below the Freigrenze of 20,350 € → nothing saved.
    expect(
      calculateRuerup(
        {
          contribution: 10_000,
          gross: 60_000,
          married: false,
          employee: false,
          civilServant: false,
          ...NO_SPOUSE,
        },
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
        {
          contribution: 20_000,
          gross: 100_000,
          married: false,
          employee: false,
          civilServant: false,
          ...NO_SPOUSE,
        },
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
      calculateRuerup(
        {
          contribution: 5_000,
          gross: 60_000,
          married: false,
          employee: true,
          civilServant: false,
          ...NO_SPOUSE,
        },
        2026,
      ),
    ).toMatchObject({
      maximumDeductible: 19_666,
      deductible: 5_000,
      taxableIncome: 53_154,
      taxSaving: 1_768,
      netCost: 3_232,
    });
  });

  it('counts the pension contributions of both spouses against the doubled Höchstbetrag', () => {
    // Issue 32: 2 · 30,826 − 18.6 % · 50,000 − 18.6 % · 40,000 = 61,652 − 9,300 − 7,440
    // = 44,912 € (the page said 52,352 €, the spouse ignored). zvE (50,000 − 1,230 − 4,650)
    // + (40,000 − 1,230 − 3,720) − 72 = 79,098 €: 14,134 € → 11,070 € after 10,000 € (see
    // test/domain/tax/ruerup-married.test.ts for the tariff steps); saving 3,064 €, no Soli
    // (below the Freigrenze of 2 · 20,350 €).
    expect(calculateRuerup(COUPLE, 2026)).toMatchObject({
      maximumDeductible: 44_912,
      deductible: 10_000,
      taxableIncome: 79_098,
      incomeTaxSaving: 3_064,
      solidaritySaving: 0,
      taxSaving: 3_064,
      netCost: 6_936,
    });
  });

  it('takes a fictitious pension contribution from a civil servant’s Höchstbetrag (§ 10 Abs. 3 Satz 3 EStG)', () => {
    // 2026, single Beamter, 60,000 €: 30,826 − 18.6 % · 60,000 = 30,826 − 11,160 = 19,666 € (before
    // this rule the page allowed all 25,000 € of a self-employed person). zvE: 60,000 − 1,230
    // (Arbeitnehmer-Pauschbetrag) − 36 = 58,734 € — no pension share: a Beamter pays none.
    const calc = calculateRuerup(
      {
        contribution: 25_000,
        gross: 60_000,
        married: false,
        employee: false,
        civilServant: true,
        ...NO_SPOUSE,
      },
      2026,
    );
    expect(calc).toMatchObject({
      maximumDeductible: 19_666,
      deductible: 19_666,
      taxableIncome: 58_734,
      incomeTaxSaving:
        incomeTax(58_734, 2026, { married: false }) - incomeTax(39_068, 2026, { married: false }),
    });
    // Above the BBG (101,400 € in 2026) the fictitious contribution stops growing, as a real one:
    // 30,826 − 18.6 % · 101,400 = 30,826 − 18,860.40 = 11,965.60 €.
    expect(
      calculateRuerup(
        {
          contribution: 25_000,
          gross: 150_000,
          married: false,
          employee: false,
          civilServant: true,
          ...NO_SPOUSE,
        },
        2026,
      ).maximumDeductible,
    ).toBe(11_965.6);
    // An employee married to a Beamtin: her fictitious contribution comes off the doubled
    // Höchstbetrag as his real one does — 44,912 €, as for two employees.
    expect(
      calculateRuerup({ ...COUPLE, spouseEmployee: false, spouseCivilServant: true }, 2026)
        .maximumDeductible,
    ).toBe(44_912);
  });

  it('reads employee=beamter as a civil servant, for the saver and the spouse', () => {
    const form = { contribution: '10.000', gross: '50.000', married: '1', spouseGross: '40.000' };
    expect(
      parseRuerupCalculatorInput({ ...form, employee: 'beamter', spouseEmployee: 'beamter' }),
    ).toMatchObject({
      ok: true,
      value: {
        employee: false,
        civilServant: true,
        spouseEmployee: false,
        spouseCivilServant: true,
      },
    });
    expect(
      parseRuerupCalculatorInput({ ...form, employee: '0', spouseEmployee: '1' }),
    ).toMatchObject({
      ok: true,
      value: {
        employee: false,
        civilServant: false,
        spouseEmployee: true,
        spouseCivilServant: false,
      },
    });
    expect(parseRuerupCalculatorInput({ ...form, employee: 'Beamter' })).toMatchObject({
      ok: false,
      error: { fields: { employee: RUERUP_CALCULATOR_MESSAGES.employee } },
    });
  });

  it('reads the spouse’s income and insurance only when married', () => {
    expect(
      parseRuerupCalculatorInput({
        contribution: '10.000',
        gross: '50.000',
        married: '1',
        spouseGross: '40.000',
      }),
    ).toEqual({ ok: true, value: COUPLE });
    const single = { contribution: '1.000', gross: '50.000', married: '0' };
    expect(
      parseRuerupCalculatorInput({ ...single, spouseGross: 'viel', spouseEmployee: 'x' }),
    ).toEqual(parseRuerupCalculatorInput(single));
    expect(
      parseRuerupCalculatorInput({
        ...single,
        married: '1',
        spouseGross: 'viel',
        spouseEmployee: 'x',
      }),
    ).toEqual({
      ok: false,
      error: {
        kind: 'calculator/ruerup',
        message: RUERUP_CALCULATOR_MESSAGES.spouseGross,
        fields: {
          spouseGross: RUERUP_CALCULATOR_MESSAGES.spouseGross,
          spouseEmployee: RUERUP_CALCULATOR_MESSAGES.spouseEmployee,
        },
      },
    });
  });

  it('reads the form: employee and single unless told otherwise', () => {
    expect(parseRuerupCalculatorInput({ contribution: '3.000', gross: '50.000' })).toEqual({
      ok: true,
      value: {
        contribution: 3_000,
        gross: 50_000,
        married: false,
        employee: true,
        civilServant: false,
        ...NO_SPOUSE,
      },
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
