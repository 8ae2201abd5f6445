import type { Temporal } from 'temporal-polyfill';
import { berlinDateOf } from '../calendar/berlin';
import { isWithin, yearEndPeriodOf } from '../insurance-start/year-end-period';
import type { ProductType } from '../products/product-type';

// The products whose year-end periods differ (SPEC §9): every other one has the default period.
const PERIOD_KINDS: readonly ProductType[] = ['riester', 'ruerup', 'schicht3'];

/**
 * What of `now` a comparison depends on: the Berlin day (ages, the insurance start) and whether
 * `now` lies in each year-end period (the Rürup one ends at 21:00, within a day). Two instants with
 * the same key give the same result for any catalogue and search, so a result may be kept per
 * query and key.
 */
export const comparisonTimeKey = (now: Temporal.Instant): string => {
  const today = berlinDateOf(now);
  const within = PERIOD_KINDS.map((kind) =>
    isWithin(yearEndPeriodOf(today.year, kind), now) ? '1' : '0',
  ).join('');
  return `${today.toString()} ${within}`;
};
