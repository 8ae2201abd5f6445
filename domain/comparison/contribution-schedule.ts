import type { ProjectionInput } from './projection-input';
import { type RiesterYear, riesterYears } from './riester-years';

/** A payment into the contract `time` months after the insurance start. */
export interface Lump {
  readonly time: number;
  readonly amount: number;
}

/**
 * The money flowing into a contract, month by month, shared by every tariff of one search:
 * own premiums at the start of a month, Riester allowances at the end of a contract year.
 */
export interface ContributionSchedule {
  /** Months of accumulation (0: sofort, everything at once). */
  readonly months: number;
  /** Own premiums paid at the start of month m (length max(months, 1)). */
  readonly atStart: Float64Array;
  /** Allowances credited at the end of month m (length max(months, 1)). */
  readonly atEnd: Float64Array;
  readonly ownTotal: number;
  readonly allowanceTotal: number;
  /** The same flows compressed for the IRR: a level amount at the start of every month … */
  readonly level: number;
  /** … plus the single payments (one-time, yearly premiums, allowances) at their times. */
  readonly lumps: readonly Lump[];
  readonly riesterYears: readonly RiesterYear[];
}

const ownPremiums = (input: ProjectionInput, atStart: Float64Array, lumps: Lump[]): number => {
  const n = input.months;
  const mp = input.monthlyPayment;
  if (input.oneTimePayment > 0) {
    atStart[0] = (atStart[0] ?? 0) + input.oneTimePayment;
    lumps.push({ time: 0, amount: input.oneTimePayment });
  }
  if (input.paymentPeriod === 'monthly' || input.paymentPeriod === 'mix') {
    for (let m = 0; m < n; m++) atStart[m] = (atStart[m] ?? 0) + mp;
    return input.oneTimePayment + mp * n;
  }
  if (input.paymentPeriod === 'yearly') {
    // The yearly amount in cents at the start of each contract year, so a year sums to exactly
    // what the customer chose; a last, shorter year pays its share of the months left.
    const yearlyCents = Math.round((input.yearlyPayment ?? mp * 12) * 100);
    let total = 0;
    for (let m = 0; m < n; m += 12) {
      const monthsLeft = Math.min(12, n - m);
      const amount = Math.round((yearlyCents * monthsLeft) / 12) / 100;
      atStart[m] = (atStart[m] ?? 0) + amount;
      lumps.push({ time: m, amount });
      total += amount;
    }
    return total;
  }
  return input.oneTimePayment;
};

/** The contribution schedule of a search (premiums by payment period, Riester allowances). */
export const contributionScheduleOf = (input: ProjectionInput): ContributionSchedule => {
  const length = Math.max(input.months, 1);
  const atStart = new Float64Array(length);
  const atEnd = new Float64Array(length);
  const lumps: Lump[] = [];
  const ownTotal = ownPremiums(input, atStart, lumps);
  const years = input.riester === null ? [] : riesterYears(input, input.riester, atStart);
  let allowanceTotal = 0;
  for (const year of years) {
    if (year.allowancesPaid <= 0) continue;
    atEnd[year.endMonth - 1] = (atEnd[year.endMonth - 1] ?? 0) + year.allowancesPaid;
    lumps.push({ time: year.endMonth, amount: year.allowancesPaid });
    allowanceTotal += year.allowancesPaid;
  }
  const level =
    input.paymentPeriod === 'monthly' || input.paymentPeriod === 'mix' ? input.monthlyPayment : 0;
  return {
    months: input.months,
    atStart,
    atEnd,
    ownTotal,
    allowanceTotal,
    level,
    lumps,
    riesterYears: years,
  };
};
