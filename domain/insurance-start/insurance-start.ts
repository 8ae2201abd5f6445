import { Temporal } from 'temporal-polyfill';
import { berlinDateOf } from '../calendar/berlin';
import type { ProductType } from '../products/product-type';
import { isWithin, type YearEndPeriod, yearEndPeriodOf } from './year-end-period';

export interface InsuranceStart {
  readonly insuranceStart: Temporal.PlainDate;
  /** The year-end period `now` lies in, or null outside it. */
  readonly yearEndPeriod: YearEndPeriod | null;
}

// SPEC §4: from the 20th of a month on, the start moves one month further out.
const LATE_IN_MONTH_DAY = 20;

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
  const monthsAhead = today.day >= LATE_IN_MONTH_DAY ? 2 : 1;
  return {
    insuranceStart: today.with({ day: 1 }).add({ months: monthsAhead }),
    yearEndPeriod: null,
  };
};
