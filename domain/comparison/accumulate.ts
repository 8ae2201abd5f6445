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

/** The gross yearly returns of the comparison scenarios (see projection-scenarios.ts). */
export interface ComparisonRates {
  readonly guaranteed: number;
  readonly classic: number;
  readonly fund: number;
}

const NO_COSTS: Costs = { acquisition: 0, administration: 0, fund: 0 };

/**
 * accumulate for exactly the five comparison scenarios (guaranteed, classic, classic before
 * costs, fund, fund before costs; SCENARIO order), the same month-by-month rules written out
 * with five independent balances in one loop so the processor runs them side by side: the hot
 * path of a comparison. A property test holds it equal to accumulate. Only the classic and fund
 * scenarios' costs are tracked (the guaranteed slot repeats the classic one; nothing reads it).
 */
export const accumulateComparison = (
  schedule: ContributionSchedule,
  costs: TariffCosts,
  rates: ComparisonRates,
): Accumulation => {
  const n = schedule.months;
  const { atStart, atEnd } = schedule;
  const pr = costs.premiumRate;
  const kept = 1 - pr;
  const totalPaid = schedule.ownTotal + schedule.allowanceTotal;
  const balanceCost = costs.balanceRate / 12;
  const fundCost = costs.fundTer / 12;
  const gG = (1 + rates.guaranteed) ** (1 / 12);
  const gM = (1 + rates.classic) ** (1 / 12);
  const gF = (1 + rates.fund) ** (1 / 12);
  const fG = gG * (1 - balanceCost);
  const fM = gM * (1 - balanceCost);
  const fF = gF * (1 - balanceCost - fundCost);
  if (n === 0) {
    const paid = (atStart[0] ?? 0) + (atEnd[0] ?? 0);
    const net = paid * kept - costs.acquisitionRate * paid;
    const charged = {
      acquisition: costs.acquisitionRate * paid,
      administration: pr * paid,
      fund: 0,
    };
    return {
      capitals: [net, net, paid, net, paid],
      costs: [charged, charged, NO_COSTS, charged, NO_COSTS],
      years: [],
    };
  }
  const acqMonths = Math.min(ACQUISITION_MONTHS, n);
  const acq = (costs.acquisitionRate * totalPaid) / acqMonths;
  const fixed = costs.fixedPerYear / 12;
  let bG = 0;
  let bM = 0;
  let bM0 = 0;
  let bF = 0;
  let bF0 = 0;
  let sumM = 0;
  let sumF = 0;
  let flowCosts = 0;
  for (let m = 0; m < n; m++) {
    const paid = atStart[m] as number;
    const credited = atEnd[m] as number;
    const flowCharge = pr * paid + fixed;
    const x = paid - flowCharge - (m < acqMonths ? acq : 0);
    flowCosts += flowCharge + pr * credited;
    const net = credited * kept;
    bG = (bG + x) * fG + net;
    const tM = bM + x;
    sumM += tM;
    bM = tM * fM + net;
    bM0 = (bM0 + paid) * gM + credited;
    const tF = bF + x;
    sumF += tF;
    bF = tF * fF + net;
    bF0 = (bF0 + paid) * gF + credited;
  }
  const acquisition = acq * acqMonths;
  const classicCosts: Costs = {
    acquisition,
    administration: flowCosts + sumM * gM * balanceCost,
    fund: 0,
  };
  const fundCosts: Costs = {
    acquisition,
    administration: flowCosts + sumF * gF * balanceCost,
    fund: sumF * gF * fundCost,
  };
  return {
    capitals: [bG, bM, bM0, bF, bF0],
    costs: [classicCosts, classicCosts, NO_COSTS, fundCosts, NO_COSTS],
    years: [],
  };
};
