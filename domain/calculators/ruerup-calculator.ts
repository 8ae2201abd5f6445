import { roundToCents } from '../money/cents';
import type { Result } from '../result';
import { ruerupTaxableIncome, ruerupTaxSaving } from '../tax/ruerup';
import { RUERUP_DEDUCTIBLE_SHARE } from '../tax/ruerup-figures';
import { assessTax } from '../tax/tax-assessment';
import type { TaxYear } from '../tax/tax-year';
import {
  amountUpTo,
  type CalculatorFormInput,
  type CalculatorInputError,
  formReader,
} from './calculator-form';

/** The fields of the Rürup-Rechner: one name for the page query and the API. */
export const RUERUP_CALCULATOR_FIELDS = [
  'contribution',
  'gross',
  'married',
  'employee',
  'spouseGross',
  'spouseEmployee',
] as const;
export type RuerupCalculatorField = (typeof RUERUP_CALCULATOR_FIELDS)[number];
export type RuerupCalculatorFormInput = CalculatorFormInput<RuerupCalculatorField>;
export type RuerupCalculatorInputError = CalculatorInputError<
  'calculator/ruerup',
  RuerupCalculatorField
>;

export interface RuerupCalculatorInput {
  /** Yearly Basisrente contribution, €. */
  readonly contribution: number;
  /** Yearly gross wage (employee) or profit (self-employed), €. */
  readonly gross: number;
  readonly married: boolean;
  /** An employee in the statutory pension insurance. */
  readonly employee: boolean;
  /** A civil servant, judge or professional soldier (the form's employee=beamter). */
  readonly civilServant: boolean;
  /** The spouse's yearly gross wage or profit, € (0 when single). */
  readonly spouseGross: number;
  /** The spouse is an employee in the statutory pension insurance (false when single). */
  readonly spouseEmployee: boolean;
  /** The spouse is a civil servant (false when single). */
  readonly spouseCivilServant: boolean;
}

const MAX_CONTRIBUTION = 1_000_000;
const MAX_GROSS = 10_000_000;

export const RUERUP_CALCULATOR_MESSAGES = {
  contribution:
    'Bitte geben Sie Ihren Beitrag im Jahr als Betrag in Euro an (mehr als 0 €, höchstens 1.000.000 €).',
  gross:
    'Bitte geben Sie Ihr Bruttojahreseinkommen oder Ihren Gewinn als Betrag in Euro an (höchstens 10.000.000 €).',
  married: 'Bitte geben Sie an, ob Sie verheiratet sind und gemeinsam veranlagt werden.',
  employee:
    'Bitte geben Sie an, ob Sie Arbeitnehmer in der gesetzlichen Rentenversicherung, Beamter oder keines von beiden sind.',
  spouseGross:
    'Bitte geben Sie das Bruttojahreseinkommen oder den Gewinn Ihres Ehepartners als Betrag in Euro an (0 €, wenn keines; höchstens 10.000.000 €).',
  spouseEmployee:
    'Bitte geben Sie an, ob Ihr Ehepartner Arbeitnehmer in der gesetzlichen Rentenversicherung, Beamter oder keines von beiden ist.',
} as const satisfies Record<RuerupCalculatorField, string>;

/** '1' yes, '0' no; empty takes the default. */
const yesNo = (text: string, empty: boolean): boolean | null =>
  text === '' ? empty : text === '1' ? true : text === '0' ? false : null;

/** The form's answer for a civil servant in the employee fields (a Beamter is an employee in tax law). */
export const CIVIL_SERVANT_VALUE = 'beamter';

/** How an earner works: '1' employee (the default), 'beamter' civil servant, '0' neither. */
const work = (text: string): { employee: boolean; civilServant: boolean } | null => {
  if (text === CIVIL_SERVANT_VALUE) return { employee: false, civilServant: true };
  const employee = yesNo(text, true);
  return employee === null ? null : { employee, civilServant: false };
};

/**
 * Reads the Rürup-Rechner's form; empty choices mean single and employee, an empty spouse income
 * 0 €; employee and spouseEmployee are '1', 'beamter' or '0'. The spouse's fields are read only
 * when married (a single's form may carry them unused).
 */
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
  const own = work(text('employee')) ?? fail('employee');
  const spouseText = text('spouseGross');
  const spouseGross =
    married !== true
      ? 0
      : spouseText === ''
        ? 0
        : (amountUpTo(spouseText, MAX_GROSS) ?? fail('spouseGross'));
  const spouse =
    married !== true
      ? { employee: false, civilServant: false }
      : (work(text('spouseEmployee')) ?? fail('spouseEmployee'));
  return finish(
    contribution !== null &&
      gross !== null &&
      married !== null &&
      own !== null &&
      spouseGross !== null &&
      spouse !== null
      ? {
          contribution,
          gross,
          married,
          employee: own.employee,
          civilServant: own.civilServant,
          spouseGross,
          spouseEmployee: spouse.employee,
          spouseCivilServant: spouse.civilServant,
        }
      : null,
  );
};

export interface RuerupCalculation {
  readonly input: RuerupCalculatorInput;
  readonly year: TaxYear;
  /** What Basisrente contributions can still be deducted this year (Höchstbetrag, doubled when married, less the pension contributions of every employee and the fictitious ones of every civil servant), €. */
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
  // The same zvE estimate ruerupTaxSaving works on (the spouse's earnings counted when married).
  const taxableIncome = ruerupTaxableIncome({ ...input, year });
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
