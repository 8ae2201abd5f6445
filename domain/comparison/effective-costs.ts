import { roundToCentsFast as roundToCents } from '../money/cents';
import { MODEL_CALCULATION_RATES } from '../tariffs/insurance-figures';
import type { ContributionSchedule } from './contribution-schedule';
import { internalRateOfReturn } from './irr';
import type { ExactProjection } from './project-tariff';

/**
 * Effektivkosten: IRR of the money paid in against the capital before costs minus the IRR
 * against the capital after costs (the invested capital, before the guarantee floor), in
 * percentage points rounded to 2 decimals.
 */
export const effectiveCostsOf = (
  schedule: ContributionSchedule,
  exact: ExactProjection,
): number | null => {
  // All money at one gross rate: that rate is the return before costs (no search needed).
  const before =
    schedule.months === 0
      ? null
      : (exact.grossRate ??
        internalRateOfReturn(schedule, exact.grossCapital, MODEL_CALCULATION_RATES[1]));
  const after =
    before === null ? null : internalRateOfReturn(schedule, exact.investedCapital, before);
  return before === null || after === null ? null : roundToCents((before - after) * 100) + 0; // + 0 turns −0 into 0
};
