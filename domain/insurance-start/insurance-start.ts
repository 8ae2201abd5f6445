import { Temporal } from 'temporal-polyfill';
import { berlinDateOf } from '../calendar/berlin';
import type { CalendarDay } from '../calendar/calendar-day';
import { addMonths } from '../comparison/pension-start';
import type { ProductType } from '../products/product-type';
import { isWithin, type YearEndPeriod, yearEndPeriodOf } from './year-end-period';

export interface InsuranceStart {
  readonly insuranceStart: Temporal.PlainDate;
  /** The year-end period `now` lies in, or null outside it. */
  readonly yearEndPeriod: YearEndPeriod | null;
}

// SPEC §4: from the 20th of a month on, the start moves one month further out.
const LATE_IN_MONTH_DAY = 20;
// The year-end periods of SPEC §9 all start on 20 October (Berlin); before that day the plain rule holds.
const PERIOD_START = { month: 10, day: 20 } as const;

/** SPEC §4 outside a year-end period: the first of next month, from the 20th on the month after. */
export const plainInsuranceStart = (today: CalendarDay): CalendarDay =>
  addMonths(today, today.day >= LATE_IN_MONTH_DAY ? 2 : 1);

/**
 * SPEC §4, §9: the insurance start for a contract taken out at `now` (Berlin calendar):
 * inside the year-end period 1 December of that year (so the contract still counts for the
 * tax year); otherwise the first of the month after next from the 20th on, else the first of
 * next month (both roll over into the next year from November and December).
 */
export const insuranceStartFor = (
  now: Temporal.Instant,
  productType: ProductType,
): InsuranceStart => {
  const today = berlinDateOf(now);
  const period = yearEndPeriodOf(today.year, productType);
  if (isWithin(period, now)) {
    return {
      insuranceStart: Temporal.PlainDate.from({ year: today.year, month: 12, day: 1 }),
      yearEndPeriod: period,
    };
  }
  return {
    insuranceStart: Temporal.PlainDate.from(plainInsuranceStart(today)),
    yearEndPeriod: null,
  };
};

const beforeYearEndPeriods = (today: CalendarDay): boolean =>
  today.month < PERIOD_START.month ||
  (today.month === PERIOD_START.month && today.day < PERIOD_START.day);

/**
 * insuranceStartFor's start for the Berlin day `today` of `now`, as day parts. Before 20 October
 * no year-end period can apply, so the plain rule is applied to the day directly
 * (insuranceStartFor spends most of a comparison's input time on the period's instants); from
 * 20 October on insuranceStartFor decides. A property test holds both equal.
 */
export const defaultInsuranceStart = (
  now: Temporal.Instant,
  productType: ProductType,
  today: CalendarDay,
): CalendarDay => {
  if (beforeYearEndPeriods(today)) return plainInsuranceStart(today);
  const { insuranceStart } = insuranceStartFor(now, productType);
  return { year: insuranceStart.year, month: insuranceStart.month, day: insuranceStart.day };
};
