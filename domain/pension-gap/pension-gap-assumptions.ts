import { MODEL_CALCULATION_RATES } from '../tariffs/insurance-figures';

/** The assumptions of the Rentenlückencheck; every page and the CLI states them beside the result. */
export interface PensionGapAssumptions {
  /** Yearly price increase used to turn today's money into money at the pension start. */
  readonly inflation: number;
  /** Yearly return of the savings and of the capital while it is paid out. */
  readonly yearlyReturn: number;
  /** The age up to which the capital has to pay the gap. */
  readonly payoutUntilAge: number;
  /** The age from which the salary is assumed to have earned Entgeltpunkte. */
  readonly workStartAge: number;
}

export const PENSION_GAP_ASSUMPTIONS: PensionGapAssumptions = {
  // The ECB's medium-term price stability target of 2 % (monetary policy strategy review, July 2021).
  inflation: 0.02,
  // The upper rate of the legal model calculation (§ 154 VVG with § 2 Abs. 3 VVG-InfoV, 2.67 %
  // since 2025): above the assumed inflation, so saving longer always costs less per month.
  yearlyReturn: MODEL_CALCULATION_RATES[2],
  // A planning horizon beyond the average: Destatis Sterbetafel 2021/2023 gives a further life
  // expectancy at 65 of about 18 years (men) and 21 years (women); many live longer.
  payoutUntilAge: 90,
  // Entgeltpunkte from 20 on: school and studies earn few or none (§§ 58, 74 SGB VI).
  workStartAge: 20,
};
