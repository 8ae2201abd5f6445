import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';

const EPOCH = new Temporal.PlainDate(1970, 1, 1);
const dayNumber = (year: number): number => new Temporal.PlainDate(year, 1, 1).since(EPOCH).days;

/** Any ISO calendar date from 1 January of minYear to 31 December of maxYear. */
export const calendarDate = (minYear = 1995, maxYear = 2100): fc.Arbitrary<Temporal.PlainDate> =>
  fc
    .integer({ min: dayNumber(minYear), max: dayNumber(maxYear + 1) - 1 })
    .map((days) => EPOCH.add({ days }));
