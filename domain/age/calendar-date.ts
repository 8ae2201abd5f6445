import { Temporal } from 'temporal-polyfill';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (year: number): boolean =>
  year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** Days of a month in the ISO (proleptic Gregorian) calendar. */
const daysInMonth = (year: number, month: number): number => {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
};

/** A real calendar date from its parts, or null (31 April, 29 February of a common year). */
export const calendarDateOf = (
  year: number,
  month: number,
  day: number,
): Temporal.PlainDate | null => {
  // Integer parts are checked by hand and built with the constructor: a third of the time of
  // `from` with a property bag, and no exception for a wrong date (POST /api/bpm checks one).
  const integers = Number.isInteger(year) && Number.isInteger(month) && Number.isInteger(day);
  if (integers && (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))) {
    return null;
  }
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
  const match = ISO_DATE.exec(input);
  if (match === null) return null;
  return calendarDateOf(Number(match[1]), Number(match[2]), Number(match[3]));
};
