import { roundToCents } from '../money/cents';
import { incomeTax } from '../tax/income-tax';
import {
  PENSION_EXPENSE_ALLOWANCE,
  SPECIAL_EXPENSE_ALLOWANCE,
  taxableShareOfPensionStartingIn,
} from '../tax/income-tax-figures';
import { solidaritySurcharge } from '../tax/solidarity-surcharge';
import { clampTaxYear } from '../tax/tax-year';
import {
  pensionerCareRate,
  pensionerContributionsIn,
  pensionerHealthShare,
} from './pensioner-contribution-figures';

export interface NetPensionInput {
  /** Gross monthly statutory pension, €. */
  readonly gross: number;
  /** The year the pension starts: fixes the Besteuerungsanteil for life. */
  readonly startYear: number;
  /** The year whose tariff and contribution rates are used (today's money, today's law). */
  readonly year: number;
  readonly childless: boolean;
}

export interface NetPension {
  readonly gross: number;
  readonly healthInsurance: number;
  readonly careInsurance: number;
  /** Besteuerungsanteil, § 22 Nr. 1 S. 3 a aa EStG. */
  readonly taxableShare: number;
  /** Einkommensteuer and Solidaritätszuschlag per month (a twelfth of the year's). */
  readonly tax: number;
  readonly net: number;
}

/**
 * The statutory pension after the pensioner's contributions and tax, per month, in cents:
 * health insurance (KVdR, the pensioner's half of general rate and average Zusatzbeitrag,
 * § 249a SGB V), care insurance (full rate, § 59 SGB XI), then income tax and Soli on the
 * taxable share (§ 22 EStG) less the Werbungskosten-Pauschbetrag (§ 9a S. 1 Nr. 3 EStG), the
 * Sonderausgaben-Pauschbetrag (§ 10c EStG) and the health and care contributions (§ 10 Abs. 1
 * Nr. 3 EStG); single assessment, no church tax, no other income.
 */
export const netStatutoryPension = (input: NetPensionInput): NetPension => {
  const gross = roundToCents(Math.max(0, input.gross));
  const figures = pensionerContributionsIn(input.year);
  const health = roundToCents(gross * pensionerHealthShare(figures));
  const care = roundToCents(gross * pensionerCareRate(figures, input.childless));
  const taxableShare = taxableShareOfPensionStartingIn(input.startYear);
  const taxYear = clampTaxYear(input.year);
  const taxable =
    gross * 12 * taxableShare -
    PENSION_EXPENSE_ALLOWANCE -
    SPECIAL_EXPENSE_ALLOWANCE -
    (health + care) * 12;
  const yearlyIncomeTax = incomeTax(Math.max(0, taxable), taxYear);
  const yearlyTax = yearlyIncomeTax + solidaritySurcharge(yearlyIncomeTax, taxYear);
  const tax = roundToCents(yearlyTax / 12);
  return {
    gross,
    healthInsurance: health,
    careInsurance: care,
    taxableShare,
    tax,
    net: roundToCents(gross - health - care - tax),
  };
};
