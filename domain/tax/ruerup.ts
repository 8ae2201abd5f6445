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
  /** Joint assessment; the gross and the spouse's gross are the couple's only income. */
  readonly married?: boolean;
  /** Married only: the spouse's yearly gross wage or profit, € (absent: no income). */
  readonly spouseGross?: number;
  /** Married only: the spouse is an employee in the statutory pension insurance. */
  readonly spouseEmployee?: boolean;
  readonly year: TaxYear;
}

export interface RuerupTaxSaving {
  /** What Basisrente contributions can still be deducted this year, €. */
  readonly maximumDeductible: number;
  /** The part of the contribution that is deducted, €. */
  readonly deductible: number;
  /** Income tax without the contribution minus income tax with it, whole euros. */
  readonly taxSaving: number;
}

/** The spouse of a jointly assessed couple, or none (single, or married without spouse income). */
const spouseOf = (input: RuerupInput): { gross: number; employee: boolean } | null =>
  input.married === true
    ? { gross: Math.max(0, input.spouseGross ?? 0), employee: input.spouseEmployee === true }
    : null;

/**
 * The Höchstbetrag left for Basisrente contributions, § 10 Abs. 3 EStG: the year's Höchstbetrag,
 * doubled for spouses assessed jointly (Satz 2), less the statutory pension contributions of
 * employer and employee (18.6 % of the gross up to the BBG) of every earner who is an employee in
 * the statutory pension insurance — under joint assessment of both spouses — since they use up
 * the same Höchstbetrag. Never below 0. (The fictitious contribution of Satz 3 for civil servants
 * and the like is not deducted.)
 */
export const ruerupMaximumDeductible = (input: RuerupInput): number => {
  const spouse = spouseOf(input);
  const cap = (RUERUP_MAX_DEDUCTIBLE[input.year] ?? 0) * (spouse === null ? 1 : 2);
  const own = input.employee === true ? statutoryPensionContributions(input.gross, input.year) : 0;
  const spouses =
    spouse?.employee === true ? statutoryPensionContributions(spouse.gross, input.year) : 0;
  return roundToCents(Math.max(0, cap - own - spouses));
};

/**
 * The zvE estimate the saving is computed on (estimateTaxableIncome): an employee is statutorily
 * insured; under joint assessment the spouse's earnings count with their own deductions.
 */
export const ruerupTaxableIncome = (input: RuerupInput): number => {
  const spouse = spouseOf(input);
  const employee = input.employee === true;
  return estimateTaxableIncome({
    gross: input.gross,
    year: input.year,
    married: spouse !== null,
    employee,
    statutoryPensionInsured: employee,
    ...(spouse === null
      ? {}
      : {
          spouse: {
            gross: spouse.gross,
            employee: spouse.employee,
            statutoryPensionInsured: spouse.employee,
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
