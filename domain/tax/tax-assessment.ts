import type { StateCode } from '../holidays/state';
import { roundToCents } from '../money/cents';
import { churchTax } from './church-tax';
import { incomeTax } from './income-tax';
import { solidaritySurcharge } from './solidarity-surcharge';
import type { TaxYear } from './tax-year';

/** Income tax with its surcharges for one taxable income, in euros. */
export interface TaxAssessment {
  readonly year: TaxYear;
  /** The zvE as the tariff uses it: rounded down to whole euros, at least 0. */
  readonly taxableIncome: number;
  readonly incomeTax: number;
  readonly solidaritySurcharge: number;
  readonly churchTax: number;
  readonly total: number;
}

export interface TaxAssessmentOptions {
  readonly married?: boolean;
  /** The state whose Kirchensteuer rate applies; none when the taxpayer pays no church tax. */
  readonly churchTaxState?: StateCode;
}

/**
 * The income tax (whole euros, § 32a EStG) and the Soli and Kirchensteuer on it as the law rounds
 * them (down to whole cents); total is their sum.
 */
export const assessTax = (
  taxableIncome: number,
  year: TaxYear,
  options: TaxAssessmentOptions = {},
): TaxAssessment => {
  const married = options.married === true;
  const tax = incomeTax(taxableIncome, year, { married });
  const soli = solidaritySurcharge(tax, year, { married });
  const church = options.churchTaxState === undefined ? 0 : churchTax(tax, options.churchTaxState);
  return {
    year,
    taxableIncome: Math.max(0, Math.floor(taxableIncome)),
    incomeTax: tax,
    solidaritySurcharge: soli,
    churchTax: church,
    total: roundToCents(tax + soli + church),
  };
};

/**
 * The assessment in whole euros: each surcharge rounded down to the euro (dropping the cents, in
 * the taxpayer's favour like every rounding of the tariff) and the total as the sum of the parts
 * shown, so a reader can add them up.
 */
export const inWholeEuros = (assessment: TaxAssessment): TaxAssessment => {
  const soli = Math.floor(assessment.solidaritySurcharge);
  const church = Math.floor(assessment.churchTax);
  return {
    ...assessment,
    solidaritySurcharge: soli,
    churchTax: church,
    total: assessment.incomeTax + soli + church,
  };
};
