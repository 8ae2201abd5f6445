import { roundToCents } from '../money/cents';
import { STATUTORY_PENSION } from '../pension-gap/statutory-pension-figures';
import { EMPLOYEE_EXPENSE_ALLOWANCE, SPECIAL_EXPENSE_ALLOWANCE } from './income-tax-figures';
import type { TaxYear } from './tax-year';

/**
 * Employer and employee contributions to the statutory pension insurance together: the
 * Beitragssatz (18.6 %, § 158 SGB VI) of the gross up to the Beitragsbemessungsgrenze (West/uniform).
 */
export const statutoryPensionContributions = (gross: number, year: TaxYear): number => {
  const { contributionCeiling, contributionRate } = STATUTORY_PENSION[year];
  return roundToCents(Math.min(Math.max(0, gross), contributionCeiling) * contributionRate);
};

export interface EarnerProfile {
  /** Yearly gross wage (employees) or profit (self-employed), €. */
  readonly gross: number;
  readonly year: TaxYear;
  /** Joint assessment; the gross is the only income of the couple. */
  readonly married?: boolean;
  /** Income from employment (Arbeitnehmer, Beamter, Auszubildender). */
  readonly employee?: boolean;
  /** An employee paying the employee half of the statutory pension contribution. */
  readonly statutoryPensionInsured?: boolean;
}

/**
 * An approximate zvE for the calculators, not a tax return: gross
 * − the Arbeitnehmer-Pauschbetrag of 1,230 € for employees (§ 9a S. 1 Nr. 1 a EStG, at most the wage)
 * − the employee's statutory pension contribution (half of 18.6 % up to the BBG), fully deductible
 *   as Altersvorsorgeaufwendungen since 2023 (§ 10 Abs. 1 Nr. 2 a, Abs. 3 EStG)
 * − the Sonderausgaben-Pauschbetrag of 36 € (72 € married, § 10c EStG).
 * Health, care and unemployment insurance and all other deductions are ignored, so the zvE and the
 * marginal rate come out somewhat high. Never below 0.
 */
export const estimateTaxableIncome = (profile: EarnerProfile): number => {
  const gross = Math.max(0, profile.gross);
  const expenses = profile.employee ? Math.min(gross, EMPLOYEE_EXPENSE_ALLOWANCE) : 0;
  const pension =
    profile.employee && profile.statutoryPensionInsured
      ? roundToCents(statutoryPensionContributions(gross, profile.year) / 2)
      : 0;
  const special = SPECIAL_EXPENSE_ALLOWANCE * (profile.married ? 2 : 1);
  return Math.max(0, roundToCents(gross - expenses - pension - special));
};
