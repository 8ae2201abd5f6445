import { Temporal } from 'temporal-polyfill';
import { isoDayOf, isRealDay } from './calendar-day';

/** A real calendar date from its parts, or null (31 April, 29 February of a common year). */
export const calendarDateOf = (
  year: number,
  month: number,
  day: number,
): Temporal.PlainDate | null => {
  // Integer parts are checked by hand and built with the constructor: a third of the time of
  // `from` with a property bag, and no exception for a wrong date (POST /api/bpm checks one).
  const integers = Number.isInteger(year) && Number.isInteger(month) && Number.isInteger(day);
  if (integers && !isRealDay(year, month, day)) return null;
  try {
    return integers
      ? new Temporal.PlainDate(year, month, day)
      : Temporal.PlainDate.from({ year, month, day }, { overflow: 'reject' });
  } catch {
    return null;
  }
};

/** SPEC §5: a birthday must match YYYY-MM-DD and name a real date; anything else is null. */
export const parseIsoDate = (input: string): Temporal.PlainDate | null => {
  const day = isoDayOf(input);
  return day === null ? null : calendarDateOf(day.year, day.month, day.day);
};
