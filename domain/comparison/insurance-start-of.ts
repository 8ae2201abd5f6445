import type { Temporal } from 'temporal-polyfill';
import type { CalendarDay } from '../age/calendar-date';
import { insuranceStartFor } from '../insurance-start/insurance-start';
import type { ProductType } from '../products/product-type';
import { addMonths } from './pension-start';

// The year-end periods of SPEC §9 all start on 20 October (Berlin); before that day the plain rule holds.
const PERIOD_START = { month: 10, day: 20 } as const;
// SPEC §4: from the 20th of a month on, the start moves one month further out.
const LATE_IN_MONTH_DAY = 20;

const beforeYearEndPeriods = (today: CalendarDay): boolean =>
  today.month < PERIOD_START.month ||
  (today.month === PERIOD_START.month && today.day < PERIOD_START.day);

/**
 * The default insurance start of insuranceStartFor (SPEC §4) for the Berlin day `today` of
 * `now`. Before 20 October no year-end period can apply, so the plain rule is applied to the
 * day directly (insuranceStartFor spends most of a comparison's input time on the period's
 * instants); from 20 October on insuranceStartFor decides. A property test holds both equal.
 */
export const defaultInsuranceStart = (
  now: Temporal.Instant,
  productType: ProductType,
  today: CalendarDay,
): CalendarDay => {
  if (beforeYearEndPeriods(today)) {
    return addMonths(today, today.day >= LATE_IN_MONTH_DAY ? 2 : 1);
  }
  const { insuranceStart } = insuranceStartFor(now, productType);
  return { year: insuranceStart.year, month: insuranceStart.month, day: insuranceStart.day };
};
