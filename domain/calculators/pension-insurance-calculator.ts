import { RETIREMENT_AGE_RANGE } from '../comparison/projection-input';
import { roundToCents } from '../money/cents';
import {
  annuityFutureValueFactor,
  annuityPresentValueFactor,
  monthlyRateOf,
} from '../pension-gap/annuity';
import { PENSION_GAP_ASSUMPTIONS } from '../pension-gap/pension-gap-assumptions';
import type { Result } from '../result';
import { MODEL_CALCULATION_RATES } from '../tariffs/insurance-figures';
import {
  amountUpTo,
  type CalculatorFormInput,
  type CalculatorInputError,
  formReader,
  wholeNumberIn,
} from './calculator-form';

/** The fields of the Rentenversicherung-Rechner: one name for the page query and the API. */
export const PENSION_INSURANCE_FIELDS = ['monthly', 'single', 'years', 'retireAt'] as const;
export type PensionInsuranceField = (typeof PENSION_INSURANCE_FIELDS)[number];
export type PensionInsuranceFormInput = CalculatorFormInput<PensionInsuranceField>;
export type PensionInsuranceInputError = CalculatorInputError<
  'calculator/pension-insurance',
  PensionInsuranceField
>;

export interface PensionInsuranceInput {
  /** Monthly contribution, paid at the start of each month, €. */
  readonly monthly: number;
  /** Single premium paid at the start, €. */
  readonly single: number;
  /** Whole years from the first payment to the pension start. */
  readonly years: number;
  /** The age at the pension start (the payout runs from it). */
  readonly retireAt: number;
}

/** The default pension start: the Regelaltersgrenze for everyone born from 1964 on (§ 35 SGB VI). */
export const DEFAULT_RETIRE_AT = 67;
const YEARS = { min: 1, max: 50 } as const;
const MAX_MONTHLY = 100_000;
const MAX_SINGLE = 10_000_000;

export const PENSION_INSURANCE_MESSAGES = {
  monthly:
    'Bitte geben Sie einen monatlichen Beitrag oder einen Einmalbeitrag in Euro an (monatlich höchstens 100.000 €).',
  single:
    'Bitte geben Sie den Einmalbeitrag als Betrag in Euro an (höchstens 10.000.000 €) oder lassen Sie das Feld leer.',
  years: `Bitte geben Sie die Jahre bis zum Rentenbeginn als ganze Zahl zwischen ${YEARS.min} und ${YEARS.max} an.`,
  retireAt: `Der Rentenbeginn muss zwischen ${RETIREMENT_AGE_RANGE.min} und ${RETIREMENT_AGE_RANGE.max} Jahren liegen.`,
} as const satisfies Record<PensionInsuranceField, string>;

/**
 * Reads the Rentenversicherung-Rechner's form (German amounts) with a message at every bad field.
 * A monthly contribution, a single premium or both; the pension start defaults to 67.
 */
export const parsePensionInsuranceInput = (
  form: PensionInsuranceFormInput,
): Result<PensionInsuranceInput, PensionInsuranceInputError> => {
  const { text, fail, finish } = formReader(
    'calculator/pension-insurance',
    PENSION_INSURANCE_FIELDS,
    PENSION_INSURANCE_MESSAGES,
    form,
  );
  const single =
    text('single') === '' ? 0 : (amountUpTo(text('single'), MAX_SINGLE) ?? fail('single'));
  const typedMonthly = text('monthly') === '' ? 0 : amountUpTo(text('monthly'), MAX_MONTHLY);
  const monthly =
    typedMonthly === null || (typedMonthly === 0 && single === 0) ? fail('monthly') : typedMonthly;
  const years = wholeNumberIn(text('years'), YEARS.min, YEARS.max) ?? fail('years');
  const retireAt =
    text('retireAt') === ''
      ? DEFAULT_RETIRE_AT
      : (wholeNumberIn(text('retireAt'), RETIREMENT_AGE_RANGE.min, RETIREMENT_AGE_RANGE.max) ??
        fail('retireAt'));
  return finish(
    monthly !== null && single !== null && years !== null && retireAt !== null
      ? { monthly, single, years, retireAt }
      : null,
  );
};

export interface PensionInsuranceScenario {
  /** The model rate of this scenario (0.0067, 0.0167, 0.0267). */
  readonly rate: number;
  /** Capital at the pension start before costs, €. */
  readonly capital: number;
  /** The monthly payout that capital carries up to the payout age at the same rate, €. */
  readonly monthlyPension: number;
}

export interface PensionInsuranceCalculation {
  readonly input: PensionInsuranceInput;
  /** Everything paid in: monthly × 12 × years + single premium, €. */
  readonly paid: number;
  /** One row per legal model rate, lowest first. */
  readonly scenarios: readonly PensionInsuranceScenario[];
  /** The payout runs up to this age (the Rentenlückencheck's planning horizon). */
  readonly payoutUntilAge: number;
}

/**
 * Capital and payout at the three rates of the legal model calculation (§ 154 VVG with § 2
 * Abs. 3 VVG-InfoV), before costs: monthly contributions at the start of each month and the
 * single premium grow at the monthly rate equivalent to the yearly one; the capital is then paid
 * out monthly in advance up to the Rentenlückencheck's payout age at the same rate (the annuity
 * rule the check uses for the capital a gap needs). Amounts rounded to cents.
 */
export const calculatePensionInsurance = (
  input: PensionInsuranceInput,
): PensionInsuranceCalculation => {
  const months = input.years * 12;
  const { payoutUntilAge } = PENSION_GAP_ASSUMPTIONS;
  const payoutMonths = (payoutUntilAge - input.retireAt) * 12;
  const scenarios = MODEL_CALCULATION_RATES.map((rate): PensionInsuranceScenario => {
    const monthlyRate = monthlyRateOf(rate);
    const capital =
      input.monthly * annuityFutureValueFactor(months, monthlyRate) +
      input.single * (1 + rate) ** input.years;
    return {
      rate,
      capital: roundToCents(capital),
      monthlyPension: roundToCents(capital / annuityPresentValueFactor(payoutMonths, monthlyRate)),
    };
  });
  return {
    input,
    paid: roundToCents(input.monthly * months + input.single),
    scenarios,
    payoutUntilAge,
  };
};
