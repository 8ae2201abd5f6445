import type { Temporal } from 'temporal-polyfill';
import { berlinDateOf } from '../calendar/berlin';
import type { CalendarDay } from '../calendar/calendar-day';
import { isoOf } from '../calendar/calendar-day';
import { addMonths } from '../comparison/pension-start';
import { insuranceStartFor, plainInsuranceStart } from '../insurance-start/insurance-start';
import type { ProductType } from '../products/product-type';

/** How many months after the rule's start a customer may choose as well. */
export const LATER_START_MONTHS = 5;

export interface InsuranceStartChoice {
  /** SPEC §4: the insurance-start rule's day (ISO), preselected. */
  readonly defaultStart: string;
  /** The end of the year-end period `now` lies in (SPEC §9), or null outside it. */
  readonly yearEndPeriodEnds: Temporal.Instant | null;
  /** The firsts of month the customer may choose, ascending, ISO. */
  readonly options: readonly string[];
}

/**
 * The insurance starts offered at `now`: the SPEC §4 rule's start (1 December inside the
 * year-end period), the plain rule's month (first of next month, from the 20th the month after)
 * and the LATER_START_MONTHS months after it.
 */
export const insuranceStartChoice = (
  now: Temporal.Instant,
  productType: ProductType,
): InsuranceStartChoice => {
  const rule = insuranceStartFor(now, productType);
  const today = berlinDateOf(now);
  const todayDay: CalendarDay = { year: today.year, month: today.month, day: today.day };
  const plain = plainInsuranceStart(todayDay);
  const days = [rule.insuranceStart.toString()];
  for (let m = 0; m <= LATER_START_MONTHS; m++) days.push(isoOf(addMonths(plain, m)));
  return {
    defaultStart: rule.insuranceStart.toString(),
    yearEndPeriodEnds: rule.yearEndPeriod?.ends ?? null,
    options: [...new Set(days)].sort(),
  };
};
