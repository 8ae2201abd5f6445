import { roundToCents } from '../money/cents';
import { incomeTax } from './income-tax';
import { RUERUP_DEDUCTIBLE_SHARE, RUERUP_MAX_DEDUCTIBLE } from './ruerup-figures';
import type { TaxYear } from './tax-year';
import { estimateTaxableIncome, statutoryPensionContributions } from './taxable-income-estimate';

export interface RuerupInput {
  /** Yearly gross wage (employee) or profit (self-employed), €. */
  readonly gross: number;
  /** Yearly Basisrente contribution, €. */
  readonly contribution: number;
  /** An employee in the statutory pension insurance. */
  readonly employee?: boolean;
  /**
   * A civil servant, judge or professional soldier (Beamter, Richter, Berufssoldat): an employee
   * who earns a pension without contributions of their own (§ 10 Abs. 3 Satz 3 Nr. 1 a EStG).
   */
  readonly civilServant?: boolean;
  /** Joint assessment; the gross and the spouse's gross are the couple's only income. */
  readonly married?: boolean;
  /** Married only: the spouse's yearly gross wage or profit, € (absent: no income). */
  readonly spouseGross?: number;
  /** Married only: the spouse is an employee in the statutory pension insurance. */
  readonly spouseEmployee?: boolean;
  /** Married only: the spouse is a civil servant, judge or professional soldier. */
  readonly spouseCivilServant?: boolean;
  readonly year: TaxYear;
}

/** How an earner's work counts for the Höchstbetrag and the zvE estimate. */
interface Earner {
  readonly gross: number;
  /** In the statutory pension insurance as an employee (pays the employee half). */
  readonly insured: boolean;
  /** A civil servant: a pension without own contributions. */
  readonly civilServant: boolean;
}

const earnerOf = (gross: number, employee?: boolean, civilServant?: boolean): Earner => ({
  gross,
  civilServant: civilServant === true,
  // A civil servant is not in the statutory insurance, whatever else was said.
  insured: employee === true && civilServant !== true,
});

/**
 * What an earner's work takes from the Höchstbetrag (§ 10 Abs. 3 Satz 3 EStG): the statutory
 * pension contributions of employer and employee (18.6 % of the gross up to the BBG) for an
 * employee in the statutory insurance, who pays them; the same amount as a fictitious total
 * contribution for a civil servant, who earns a pension without paying any. Nothing for the
 * self-employed.
 */
const reductionOf = (earner: Earner, year: TaxYear): number =>
  earner.insured || earner.civilServant ? statutoryPensionContributions(earner.gross, year) : 0;

export interface RuerupTaxSaving {
  /** What Basisrente contributions can still be deducted this year, €. */
  readonly maximumDeductible: number;
  /** The part of the contribution that is deducted, €. */
  readonly deductible: number;
  /** Income tax without the contribution minus income tax with it, whole euros. */
  readonly taxSaving: number;
}

/** The spouse of a jointly assessed couple, or none (single, or married without spouse income). */
const spouseOf = (input: RuerupInput): Earner | null =>
  input.married === true
    ? earnerOf(Math.max(0, input.spouseGross ?? 0), input.spouseEmployee, input.spouseCivilServant)
    : null;

/**
 * The Höchstbetrag left for Basisrente contributions, § 10 Abs. 3 EStG: the year's Höchstbetrag,
 * doubled for spouses assessed jointly (Satz 2), less what every earner's work takes from it
 * (Satz 3, reductionOf) — under joint assessment both spouses': the statutory pension
 * contributions of an employee in the statutory insurance, or the fictitious total contribution
 * of a civil servant. Never below 0.
 */
export const ruerupMaximumDeductible = (input: RuerupInput): number => {
  const spouse = spouseOf(input);
  const cap = (RUERUP_MAX_DEDUCTIBLE[input.year] ?? 0) * (spouse === null ? 1 : 2);
  const own = reductionOf(earnerOf(input.gross, input.employee, input.civilServant), input.year);
  const spouses = spouse === null ? 0 : reductionOf(spouse, input.year);
  return roundToCents(Math.max(0, cap - own - spouses));
};

/**
 * The zvE estimate the saving is computed on (estimateTaxableIncome): an employee or civil servant
 * has the Arbeitnehmer-Pauschbetrag, only the employee in the statutory insurance the pension
 * share; under joint assessment the spouse's earnings count with their own deductions.
 */
export const ruerupTaxableIncome = (input: RuerupInput): number => {
  const spouse = spouseOf(input);
  const own = earnerOf(input.gross, input.employee, input.civilServant);
  return estimateTaxableIncome({
    gross: input.gross,
    year: input.year,
    married: spouse !== null,
    employee: own.insured || own.civilServant,
    statutoryPensionInsured: own.insured,
    ...(spouse === null
      ? {}
      : {
          spouse: {
            gross: spouse.gross,
            employee: spouse.insured || spouse.civilServant,
            statutoryPensionInsured: spouse.insured,
          },
        }),
  });
};

/**
 * The yearly income tax saving of a Rürup (Basisrente) contribution, § 10 Abs. 1 Nr. 2 b, Abs. 3 EStG:
 * 100 % of the contribution up to ruerupMaximumDeductible is deductible since 2023. The saving is
 * the difference of two tariff calculations (splitting when married) on ruerupTaxableIncome
 * (Soli and church tax not included).
 */
export const ruerupTaxSaving = (input: RuerupInput): RuerupTaxSaving => {
  const married = input.married === true;
  const maximumDeductible = ruerupMaximumDeductible(input);
  const contribution = Math.max(0, input.contribution);
  const deductible = roundToCents(
    Math.min(contribution, maximumDeductible) * RUERUP_DEDUCTIBLE_SHARE,
  );
  const zvE = ruerupTaxableIncome(input);
  const taxSaving =
    incomeTax(zvE, input.year, { married }) - incomeTax(zvE - deductible, input.year, { married });
  return { maximumDeductible, deductible, taxSaving };
};
