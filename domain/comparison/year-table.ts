import { ageOn } from '../age/check-birthday';
import { roundToCentsFast as roundToCents } from '../money/cents';
import type { Tariff } from '../tariffs/tariff';
import { accumulate, type Costs } from './accumulate';
import type { ContributionSchedule } from './contribution-schedule';
import { addMonths } from './pension-start';
import { combineScenarios } from './project-tariff';
import type { ProjectionInput } from './projection-input';
import { comparisonScenarios, modelRateScenarios, SCENARIO } from './projection-scenarios';

/** One contract year of the tariff details, euros rounded to cents, running totals. */
export interface YearRow {
  /** Contract year, 1 = the first. */
  readonly year: number;
  /** Age at the end of the contract year (the last row: at the pension start). */
  readonly age: number;
  /** Own premiums plus allowances so far (ownContributions + allowances, exactly). */
  readonly paidIn: number;
  /** The customer's own premiums so far. */
  readonly ownContributions: number;
  /** Riester allowances credited so far (0 for every other product). */
  readonly allowances: number;
  readonly costs: number;
  readonly guaranteedCapital: number;
  readonly projectedCapital: number;
  /** The whole contract at the legal model rates 0.67 / 1.67 / 2.67 % (§ 154 VVG). */
  readonly capitalAtModelRates: readonly [number, number, number];
}

const sum = (c: Costs | undefined): number =>
  (c?.acquisition ?? 0) + (c?.administration ?? 0) + (c?.fund ?? 0);

/**
 * The year-by-year table: the scenarios of the comparison plus the model rates, run with a
 * snapshot at the end of every contract year. Guarantee part and fund part are mixed with the
 * tariff's guarantee share; the beitragsGarantie floor applies at the pension start only (the
 * last row equals the comparison figures), as the guarantee is promised for that day.
 */
export const yearTableOf = (
  tariff: Tariff,
  input: ProjectionInput,
  schedule: ContributionSchedule,
): YearRow[] => {
  const base = comparisonScenarios(tariff);
  const model = modelRateScenarios(tariff);
  const run = accumulate(schedule, tariff.costs, [...base, ...model], true);
  const final = combineScenarios(tariff, input, schedule, run);
  const share = final.share;
  const mixAt = (balances: readonly number[], classic: number, fund: number): number =>
    share * (balances[classic] ?? 0) + (1 - share) * (balances[fund] ?? 0);
  const at = (balances: readonly number[], rate: number): number =>
    mixAt(balances, base.length + 2 * rate, base.length + 2 * rate + 1);
  let allowances = 0;
  let nextAllowanceYear = 0;
  return run.years.map((snapshot, index) => {
    const last = index === run.years.length - 1;
    // Allowances are credited at the end of their contract year (contribution-schedule.ts).
    for (
      let y = schedule.riesterYears[nextAllowanceYear];
      y !== undefined && y.endMonth <= snapshot.endMonth;
      y = schedule.riesterYears[++nextAllowanceYear]
    ) {
      allowances += y.allowancesPaid;
    }
    const paidIn = roundToCents(snapshot.paidIn);
    const allowancesSoFar = roundToCents(allowances);
    const b = snapshot.balances;
    const guaranteed = last ? final.guaranteedCapital : share * (b[SCENARIO.guaranteed] ?? 0);
    const projected = last ? final.projectedCapital : mixAt(b, SCENARIO.classic, SCENARIO.fund);
    const costs =
      share * sum(snapshot.costs[SCENARIO.classic]) +
      (1 - share) * sum(snapshot.costs[SCENARIO.fund]);
    return {
      year: index + 1,
      age: ageOn(input.birthday, addMonths(input.insuranceStart, snapshot.endMonth)),
      paidIn,
      ownContributions: roundToCents(paidIn - allowancesSoFar),
      allowances: allowancesSoFar,
      costs: roundToCents(costs),
      guaranteedCapital: roundToCents(guaranteed),
      projectedCapital: roundToCents(projected),
      capitalAtModelRates: [roundToCents(at(b, 0)), roundToCents(at(b, 1)), roundToCents(at(b, 2))],
    };
  });
};
