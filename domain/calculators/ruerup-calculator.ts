import { roundToCents } from '../money/cents';
import type { Result } from '../result';
import { ruerupTaxSaving } from '../tax/ruerup';
import { RUERUP_DEDUCTIBLE_SHARE } from '../tax/ruerup-figures';
import { assessTax } from '../tax/tax-assessment';
import type { TaxYear } from '../tax/tax-year';
import { estimateTaxableIncome } from '../tax/taxable-income-estimate';
import {
  amountUpTo,
  type CalculatorFormInput,
  type CalculatorInputError,
  formReader,
} from './calculator-form';

/** The fields of the Rürup-Rechner: one name for the page query and the API. */
export const RUERUP_CALCULATOR_FIELDS = ['contribution', 'gross', 'married', 'employee'] as const;
export type RuerupCalculatorField = (typeof RUERUP_CALCULATOR_FIELDS)[number];
export type RuerupCalculatorFormInput = CalculatorFormInput<RuerupCalculatorField>;
export type RuerupCalculatorInputError = CalculatorInputError<
  'calculator/ruerup',
  RuerupCalculatorField
>;

export interface RuerupCalculatorInput {
  /** Yearly Basisrente contribution, €. */
  readonly contribution: number;
  /** Yearly gross wage (employee) or profit (self-employed), €; a married couple's only income. */
  readonly gross: number;
  readonly married: boolean;
  /** An employee in the statutory pension insurance. */
  readonly employee: boolean;
}

const MAX_CONTRIBUTION = 1_000_000;
const MAX_GROSS = 10_000_000;

export const RUERUP_CALCULATOR_MESSAGES = {
  contribution:
    'Bitte geben Sie Ihren Beitrag im Jahr als Betrag in Euro an (mehr als 0 €, höchstens 1.000.000 €).',
  gross:
    'Bitte geben Sie Ihr Bruttojahreseinkommen oder Ihren Gewinn als Betrag in Euro an (höchstens 10.000.000 €).',
  married: 'Bitte geben Sie an, ob Sie verheiratet sind und gemeinsam veranlagt werden.',
  employee: 'Bitte geben Sie an, ob Sie Arbeitnehmer in der gesetzlichen Rentenversicherung sind.',
} as const satisfies Record<RuerupCalculatorField, string>;

/** '1' yes, '0' no; empty takes the default. */
const yesNo = (text: string, empty: boolean): boolean | null =>
  text === '' ? empty : text === '1' ? true : text === '0' ? false : null;

/** Reads the Rürup-Rechner's form; empty choices mean single and employee. */
export const parseRuerupCalculatorInput = (
  form: RuerupCalculatorFormInput,
): Result<RuerupCalculatorInput, RuerupCalculatorInputError> => {
  const { text, fail, finish } = formReader(
    'calculator/ruerup',
    RUERUP_CALCULATOR_FIELDS,
    RUERUP_CALCULATOR_MESSAGES,
    form,
  );
  const typed = amountUpTo(text('contribution'), MAX_CONTRIBUTION);
  const contribution = typed !== null && typed > 0 ? typed : fail('contribution');
  const gross = amountUpTo(text('gross'), MAX_GROSS) ?? fail('gross');
  const married = yesNo(text('married'), false) ?? fail('married');
  const employee = yesNo(text('employee'), true) ?? fail('employee');
  return finish(
    contribution !== null && gross !== null && married !== null && employee !== null
      ? { contribution, gross, married, employee }
      : null,
  );
};

export interface RuerupCalculation {
  readonly input: RuerupCalculatorInput;
  readonly year: TaxYear;
  /** What Basisrente contributions can still be deducted this year (Höchstbetrag less the pension contributions for employees), €. */
  readonly maximumDeductible: number;
  /** The part of the contribution that is deducted, €. */
  readonly deductible: number;
  /** The deductible share of the contributions (1 = 100 % since 2023). */
  readonly deductibleShare: number;
  /** The estimated zvE without the contribution, €. */
  readonly taxableIncome: number;
  /** Income tax saved, whole euros (§ 32a EStG). */
  readonly incomeTaxSaving: number;
  /** Solidaritätszuschlag saved, € with cents (SolZG). */
  readonly solidaritySaving: number;
  /** Both together, €. */
  readonly taxSaving: number;
  /** The contribution less the tax saving: what the year's contribution really costs, €. */
  readonly netCost: number;
}

/**
 * The Rürup-Rechner: the deductible amount and income tax saving of ruerupTaxSaving, and the
 * Solidaritätszuschlag saved on top (the surcharge of the income tax with and without the
 * deduction, on the same estimated zvE). Church tax is not included.
 */
export const calculateRuerup = (input: RuerupCalculatorInput, year: TaxYear): RuerupCalculation => {
  const saving = ruerupTaxSaving({ ...input, year });
  // The same zvE estimate ruerupTaxSaving works on (an employee is statutorily insured).
  const taxableIncome = estimateTaxableIncome({
    gross: input.gross,
    year,
    married: input.married,
    employee: input.employee,
    statutoryPensionInsured: input.employee,
  });
  const options = { married: input.married };
  const before = assessTax(taxableIncome, year, options);
  const after = assessTax(taxableIncome - saving.deductible, year, options);
  const solidaritySaving = roundToCents(before.solidaritySurcharge - after.solidaritySurcharge);
  const taxSaving = roundToCents(saving.taxSaving + solidaritySaving);
  return {
    input,
    year,
    maximumDeductible: saving.maximumDeductible,
    deductible: saving.deductible,
    deductibleShare: RUERUP_DEDUCTIBLE_SHARE,
    taxableIncome,
    incomeTaxSaving: saving.taxSaving,
    solidaritySaving,
    taxSaving,
    netCost: roundToCents(input.contribution - taxSaving),
  };
};
