import { roundToCents } from '../money/cents';
import { ruerupTaxSaving } from '../tax/ruerup';
import type { ContributionSchedule } from './contribution-schedule';
import type { ProjectionInput } from './projection-input';

/** The Riester allowances of a search, the same for every tariff. */
export interface RiesterAllowanceSummary {
  /** Allowances credited for the first contract year, €. */
  readonly firstYear: number;
  /** What the first year would earn with at least the Mindesteigenbeitrag, €. */
  readonly firstYearMaximum: number;
  /** All allowances credited until the pension start, €. */
  readonly total: number;
  /** The first year's full Grundzulage (§ 84 EStG), €; it recurs every contract year. */
  readonly basicAllowance: number;
  /** The first year's full Kinderzulagen (§ 85 EStG), €; they end as each child's Kindergeld does. */
  readonly childAllowances: number;
  /** Berufseinsteigerbonus (§ 84 S. 2 EStG), once in the first year, €; 0 when not earned. */
  readonly starterBonus: number;
}

export const riesterSummaryOf = (
  schedule: ContributionSchedule,
): RiesterAllowanceSummary | null => {
  const first = schedule.riesterYears[0];
  if (first === undefined) return null;
  return {
    firstYear: first.allowancesPaid,
    firstYearMaximum: first.maximumAllowances,
    total: roundToCents(schedule.allowanceTotal),
    basicAllowance: first.basicAllowance,
    childAllowances: first.childAllowances,
    starterBonus: first.starterBonus,
  };
};

/**
 * The yearly Rürup tax saving shown with every tariff (domain/tax ruerupTaxSaving, whole
 * euros): for the own premiums of the first contract year (with a mix, the one-time payment
 * counts in that year), in the tax year of the insurance start.
 */
export const ruerupSavingOf = (
  input: ProjectionInput,
  schedule: ContributionSchedule,
): number | null => {
  if (input.ruerup === null) return null;
  let firstYear = 0;
  const end = Math.min(12, Math.max(schedule.months, 1));
  for (let m = 0; m < end; m++) firstYear += schedule.atStart[m] ?? 0;
  return ruerupTaxSaving({ ...input.ruerup, contribution: roundToCents(firstYear) }).taxSaving;
};
