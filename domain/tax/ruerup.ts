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
  /** Joint assessment; the gross is the couple's only income. */
  readonly married?: boolean;
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

/**
 * The yearly income tax saving of a Rürup (Basisrente) contribution, § 10 Abs. 1 Nr. 2 b, Abs. 3 EStG:
 * the Höchstbetrag (doubled for married couples) less, for employees, the statutory pension
 * contributions of employer and employee (18.6 % of the gross up to the BBG), which use up the
 * same Höchstbetrag; 100 % of the contribution up to that remainder is deductible since 2023.
 * The saving is the difference of two tariff calculations on the zvE estimate of
 * estimateTaxableIncome (Soli and church tax not included).
 */
export const ruerupTaxSaving = (input: RuerupInput): RuerupTaxSaving => {
  const married = input.married === true;
  const employee = input.employee === true;
  const cap = (RUERUP_MAX_DEDUCTIBLE[input.year] ?? 0) * (married ? 2 : 1);
  const used = employee ? statutoryPensionContributions(input.gross, input.year) : 0;
  const maximumDeductible = roundToCents(Math.max(0, cap - used));
  const contribution = Math.max(0, input.contribution);
  const deductible = roundToCents(
    Math.min(contribution, maximumDeductible) * RUERUP_DEDUCTIBLE_SHARE,
  );
  const zvE = estimateTaxableIncome({
    gross: input.gross,
    year: input.year,
    married,
    employee,
    statutoryPensionInsured: employee,
  });
  const taxSaving =
    incomeTax(zvE, input.year, { married }) - incomeTax(zvE - deductible, input.year, { married });
  return { maximumDeductible, deductible, taxSaving };
};
