import { clampTaxYear } from '../tax/tax-year';
import { accessFactor } from './access-factor';
import { OLD_AGE_PENSION_TYPE_FACTOR, STATUTORY_PENSION } from './statutory-pension-figures';

export interface StatutoryPensionInput {
  /** Yearly gross salary today, €; earned (relative to the Durchschnittsentgelt) in every working year. */
  readonly gross: number;
  /** Working years that earn Entgeltpunkte, from the work start to the pension start. */
  readonly workingYears: number;
  /** The monthly Regelaltersrente from the Renteninformation, €; replaces the estimate when given. */
  readonly fromRenteninformation?: number;
  readonly startAgeInMonths: number;
  readonly regularAgeInMonths: number;
  /** The calendar year whose aktueller Rentenwert and Durchschnittsentgelt apply (today's money). */
  readonly year: number;
}

export interface StatutoryPensionEstimate {
  readonly source: 'estimate' | 'renteninformation';
  /** Entgeltpunkte of the estimate (null for the figure from the Renteninformation). */
  readonly entgeltpunkte: number | null;
  readonly accessFactor: number;
  readonly currentPensionValue: number;
  /** Gross monthly pension in today's money, €, unrounded. */
  readonly gross: number;
}

/**
 * Entgeltpunkte, § 70 Abs. 1 SGB VI: each year the salary (up to the Beitragsbemessungsgrenze,
 * § 157 SGB VI) divided by the Durchschnittsentgelt of Anlage 1; here today's ratio for every year.
 */
export const entgeltpunkteFor = (gross: number, workingYears: number, year: number): number => {
  const figures = STATUTORY_PENSION[clampTaxYear(year)];
  const capped = Math.min(Math.max(0, gross), figures.contributionCeiling);
  return (capped / figures.averageEarnings) * Math.max(0, workingYears);
};

/**
 * The monthly Altersrente, § 64 SGB VI: Entgeltpunkte × Zugangsfaktor × Rentenartfaktor ×
 * aktueller Rentenwert (§ 68). The Renteninformation states the Regelaltersrente in today's
 * values (§ 109 Abs. 3 SGB VI), so only the Zugangsfaktor of an earlier or later start applies to it.
 */
export const estimateStatutoryPension = (
  input: StatutoryPensionInput,
): StatutoryPensionEstimate => {
  const figures = STATUTORY_PENSION[clampTaxYear(input.year)];
  const factor = accessFactor(input.startAgeInMonths, input.regularAgeInMonths);
  if (input.fromRenteninformation !== undefined) {
    return {
      source: 'renteninformation',
      entgeltpunkte: null,
      accessFactor: factor,
      currentPensionValue: figures.currentPensionValue,
      gross: input.fromRenteninformation * factor,
    };
  }
  const points = entgeltpunkteFor(input.gross, input.workingYears, input.year);
  return {
    source: 'estimate',
    entgeltpunkte: points,
    accessFactor: factor,
    currentPensionValue: figures.currentPensionValue,
    gross: points * factor * OLD_AGE_PENSION_TYPE_FACTOR * figures.currentPensionValue,
  };
};
