import { roundToCents } from '../money/cents';
import { capitalForMonthlyPayout, monthlySavingFor } from './annuity';
import type { PensionGapAssumptions } from './pension-gap-assumptions';

/** What closing a monthly gap costs, € in cents. */
export interface GapFinancing {
  /** The gap in money of the pension start (assumed inflation). */
  readonly gapAtRetirement: number;
  readonly payoutYears: number;
  /** Capital at the pension start that pays gapAtRetirement monthly until the assumed age. */
  readonly capitalNeeded: number;
  /** Monthly saving from today that grows to capitalNeeded at the assumed return. */
  readonly monthlySaving: number;
}

/**
 * A gap in today's money raised by the assumed inflation to the pension start, the annuity
 * present value that pays it (constant, in advance) until the assumed age, and the monthly
 * saving (in advance) whose future value is that capital. Payouts are flat in money of the
 * pension start, as most private annuities' guaranteed part is.
 */
export const financeGap = (
  gap: number,
  yearsToRetirement: number,
  retireAt: number,
  assumptions: PensionGapAssumptions,
): GapFinancing => {
  const gapAtRetirement = gap * (1 + assumptions.inflation) ** yearsToRetirement;
  const payoutYears = Math.max(0, assumptions.payoutUntilAge - retireAt);
  const capital = capitalForMonthlyPayout(
    gapAtRetirement,
    payoutYears * 12,
    assumptions.yearlyReturn,
  );
  return {
    gapAtRetirement: roundToCents(gapAtRetirement),
    payoutYears,
    capitalNeeded: roundToCents(capital),
    monthlySaving: roundToCents(
      monthlySavingFor(capital, yearsToRetirement * 12, assumptions.yearlyReturn),
    ),
  };
};
