import { Temporal } from 'temporal-polyfill';
import { berlinInstant, startOfBerlinDay } from '../calendar/berlin';
import { PRODUCT_PROFILES } from '../products/product-profile';
import type { ProductType } from '../products/product-type';

/** A half-open span of time: `starts` is inside, `ends` is the first instant outside. */
export interface YearEndPeriod {
  readonly starts: Temporal.Instant;
  readonly ends: Temporal.Instant;
}

/** The first instant after the end of a Berlin calendar day (the day counts in full). */
const afterBerlinDay = (year: number, month: number, day: number): Temporal.Instant =>
  startOfBerlinDay(Temporal.PlainDate.from({ year, month, day }).add({ days: 1 }));

// The years asked for are this one and the next few (the start rule looks one year ahead).
const MAX_REMEMBERED = 64;
const periods = new Map<string, YearEndPeriod>();

const periodOf = (year: number, productType: ProductType): YearEndPeriod => {
  const starts = startOfBerlinDay(Temporal.PlainDate.from({ year, month: 10, day: 20 }));
  const { month, day, hour } = PRODUCT_PROFILES[productType].yearEndDeadline;
  return {
    starts,
    ends:
      hour === 24
        ? afterBerlinDay(year, month, day)
        : berlinInstant(Temporal.PlainDateTime.from({ year, month, day, hour })),
  };
};

/**
 * SPEC §9: the year-end period starts 20 October 00:00 Berlin and ends with 5 December by
 * default, with 21 December for Riester, and at 30 December 21:00 for Rürup (21:00 itself is
 * outside, 20:59:59.999 inside).
 */
export const yearEndPeriodOf = (year: number, productType: ProductType): YearEndPeriod => {
  // Worked out once per year and product: the time-zone arithmetic costs more than the rest of
  // an insurance start, which every comparison and every submitted application asks for.
  const key = `${year} ${productType}`;
  const known = periods.get(key);
  if (known !== undefined) return known;
  const period = periodOf(year, productType);
  if (periods.size >= MAX_REMEMBERED) periods.clear();
  periods.set(key, period);
  return period;
};

/** Whether the instant lies in the half-open period [starts, ends). */
export const isWithin = (period: YearEndPeriod, instant: Temporal.Instant): boolean =>
  Temporal.Instant.compare(period.starts, instant) <= 0 &&
  Temporal.Instant.compare(instant, period.ends) < 0;
