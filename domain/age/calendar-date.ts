import { Temporal } from 'temporal-polyfill';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day by its parts (a Temporal.PlainDate is one): what age and order checks need. */
export interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const isLeapYear = (year: number): boolean =>
  year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** Days of a month in the ISO (proleptic Gregorian) calendar. */
const daysInMonth = (year: number, month: number): number => {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
};

const isRealDay = (year: number, month: number, day: number): boolean =>
  month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);

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

/**
 * SPEC §5: the parts of a birthday written YYYY-MM-DD that names a real date, else null; the
 * same dates parseIsoDate accepts, without building a PlainDate (POST /api/bpm needs none).
 */
export const isoDayOf = (input: string): CalendarDay | null => {
  const match = ISO_DATE.exec(input);
  if (match === null) return null;
  const day: CalendarDay = {
    year: Number(match[1]),
    month: Number(match[2]),
    day: Number(match[3]),
  };
  return isRealDay(day.year, day.month, day.day) ? day : null;
};

/** SPEC §5: a birthday must match YYYY-MM-DD and name a real date; anything else is null. */
export const parseIsoDate = (input: string): Temporal.PlainDate | null => {
  const day = isoDayOf(input);
  return day === null ? null : calendarDateOf(day.year, day.month, day.day);
};
