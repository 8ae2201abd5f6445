import type { TariffCosts } from '../tariffs/tariff';
import { ACQUISITION_MONTHS, type Accumulation, type Costs } from './accumulate';
import type { ContributionSchedule } from './contribution-schedule';

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
