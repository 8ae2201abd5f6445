import type { TariffCosts } from '../tariffs/tariff';
import type { ContributionSchedule } from './contribution-schedule';

/** One way to grow the money: a gross yearly return, fund costs on top, with or without costs. */
export interface Scenario {
  /** Gross yearly return (0.0167 = 1.67 %). */
  readonly rate: number;
  /** Yearly fund costs (TER) on the balance; 0 for the guarantee (cover stock) part. */
  readonly fundCost: number;
  readonly withCosts: boolean;
}

/** Nominal costs in euros (not rounded). */
export interface Costs {
  readonly acquisition: number;
  readonly administration: number;
  readonly fund: number;
}

export interface YearSnapshot {
  readonly endMonth: number;
  readonly paidIn: number;
  readonly balances: readonly number[];
  /** Costs so far of each scenario (zero for scenarios without costs). */
  readonly costs: readonly Costs[];
}

export interface Accumulation {
  readonly capitals: readonly number[];
  readonly costs: readonly Costs[];
  /** End of every contract year (the last one at the pension start), when asked for. */
  readonly years: readonly YearSnapshot[];
}

/** Acquisition costs are spread evenly over the first 5 years (§ 4 Abs. 1 DeckRV practice). */
export const ACQUISITION_MONTHS = 60;

/**
 * Month by month from the insurance start to the pension start, for every scenario at once:
 * at the start of month m the premium (less premiumRate), the acquisition share
 * (acquisitionRate × all money paid in ÷ min(60, term months)) and fixedPerYear ÷ 12 are booked;
 * the balance grows by (1 + rate)^(1/12) (the monthly rate equivalent to the yearly one, so
 * 12 months at r give exactly 1 + r); at the month's end (balanceRate + fundCost) ÷ 12 of the
 * grown balance is charged and allowances due are credited (less premiumRate). No rounding
 * inside: results are rounded to cents only when shown. Term 0 (sofort): all costs at once.
 */
export const accumulate = (
  schedule: ContributionSchedule,
  costs: TariffCosts,
  scenarios: readonly Scenario[],
  withYears = false,
): Accumulation => {
  const k = scenarios.length;
  const n = schedule.months;
  const pr = costs.premiumRate;
  const totalPaid = schedule.ownTotal + schedule.allowanceTotal;
  const acqMonths = Math.min(ACQUISITION_MONTHS, n);
  const acq = n === 0 ? 0 : (costs.acquisitionRate * totalPaid) / acqMonths;
  const fixed = n === 0 ? 0 : costs.fixedPerYear / 12;
  const grow = scenarios.map((s) => (1 + s.rate) ** (1 / 12));
  const charged = scenarios.map((s) => (s.withCosts ? 1 : 0));
  const keep = scenarios.map((s) => (s.withCosts ? 1 - (costs.balanceRate + s.fundCost) / 12 : 1));
  const balances = new Float64Array(k);
  const grownSum = new Float64Array(k);
  const years: YearSnapshot[] = [];
  let flowCosts = 0;
  let paidIn = 0;
  let acquired = 0;
  const costsOf = (s: number): Costs => {
    const c = charged[s] ?? 0;
    const grownTotal = grownSum[s] ?? 0;
    return {
      acquisition: c * acquired,
      administration: c * (flowCosts + (grownTotal * costs.balanceRate) / 12),
      fund: c * ((grownTotal * (scenarios[s]?.fundCost ?? 0)) / 12),
    };
  };
  if (n === 0) {
    const paid = (schedule.atStart[0] ?? 0) + (schedule.atEnd[0] ?? 0);
    paidIn = paid;
    flowCosts = pr * paid;
    acquired = costs.acquisitionRate * paid;
    const net = paid * (1 - pr) - costs.acquisitionRate * paid;
    for (let s = 0; s < k; s++) balances[s] = charged[s] === 1 ? net : paid;
  }
  for (let m = 0; m < n; m++) {
    const paid = schedule.atStart[m] ?? 0;
    const credited = schedule.atEnd[m] ?? 0;
    const acquisition = m < acqMonths ? acq : 0;
    const charge = pr * paid + acquisition + fixed;
    acquired += acquisition;
    flowCosts += pr * paid + fixed + pr * credited;
    paidIn += paid + credited;
    for (let s = 0; s < k; s++) {
      const c = charged[s] ?? 0;
      const grown = ((balances[s] ?? 0) + paid - c * charge) * (grow[s] ?? 1);
      grownSum[s] = (grownSum[s] ?? 0) + grown;
      balances[s] = grown * (keep[s] ?? 1) + credited * (1 - c * pr);
    }
    if (withYears && ((m + 1) % 12 === 0 || m + 1 === n)) {
      years.push({
        endMonth: m + 1,
        paidIn,
        balances: Array.from(balances),
        costs: scenarios.map((_, s) => costsOf(s)),
      });
    }
  }
  return {
    capitals: Array.from(balances),
    costs: scenarios.map((_, s) => costsOf(s)),
    years,
  };
};
