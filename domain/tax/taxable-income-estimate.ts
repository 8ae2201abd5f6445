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

/** The spouse's own earnings under joint assessment. */
export interface SpouseEarnings {
  /** Yearly gross wage (employees) or profit (self-employed), €. */
  readonly gross: number;
  /** Income from employment (Arbeitnehmer-Pauschbetrag). */
  readonly employee?: boolean;
  /** An employee paying the employee half of the statutory pension contribution. */
  readonly statutoryPensionInsured?: boolean;
}

export interface EarnerProfile extends SpouseEarnings {
  readonly year: TaxYear;
  /** Joint assessment: the gross plus the spouse's earnings are the couple's only income. */
  readonly married?: boolean;
  /** Only read when married; absent is a spouse without income. */
  readonly spouse?: SpouseEarnings;
}

/** Gross less the Arbeitnehmer-Pauschbetrag and the employee's statutory pension share. */
const earnedIncome = (earner: SpouseEarnings, year: TaxYear): number => {
  const gross = Math.max(0, earner.gross);
  const expenses = earner.employee ? Math.min(gross, EMPLOYEE_EXPENSE_ALLOWANCE) : 0;
  const pension =
    earner.employee && earner.statutoryPensionInsured
      ? roundToCents(statutoryPensionContributions(gross, year) / 2)
      : 0;
  return gross - expenses - pension;
};

/**
 * An approximate zvE for the calculators, not a tax return: per earner (the saver, and under
 * joint assessment the spouse) the gross
 * − the Arbeitnehmer-Pauschbetrag of 1,230 € for employees (§ 9a S. 1 Nr. 1 a EStG, at most the wage)
 * − the employee's statutory pension contribution (half of 18.6 % up to the BBG), fully deductible
 *   as Altersvorsorgeaufwendungen since 2023 (§ 10 Abs. 1 Nr. 2 a, Abs. 3 EStG);
 * together less the Sonderausgaben-Pauschbetrag of 36 € (72 € married, § 10c EStG).
 * Health, care and unemployment insurance and all other deductions are ignored, so the zvE and the
 * marginal rate come out somewhat high. Never below 0.
 */
export const estimateTaxableIncome = (profile: EarnerProfile): number => {
  const married = profile.married === true;
  const spouse = married && profile.spouse !== undefined ? profile.spouse : { gross: 0 };
  const earned = earnedIncome(profile, profile.year) + earnedIncome(spouse, profile.year);
  const special = SPECIAL_EXPENSE_ALLOWANCE * (married ? 2 : 1);
  return Math.max(0, roundToCents(earned - special));
};
