const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A day by its parts (a Temporal.PlainDate is one): what age and order checks need. Its own file
 * without Temporal, so the landing page's birth-date check ships no date polyfill.
 */
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

/** Whether integer parts name a real day (not 31 April, not 29 February of a common year). */
export const isRealDay = (year: number, month: number, day: number): boolean =>
  month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);

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
