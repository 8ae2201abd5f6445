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

/** The day of year, month and day written in digits, or null when it is no real day. */
export const realDayOf = (year: string, month: string, day: string): CalendarDay | null => {
  const parts: CalendarDay = { year: Number(year), month: Number(month), day: Number(day) };
  return isRealDay(parts.year, parts.month, parts.day) ? parts : null;
};

/**
 * SPEC §5: the parts of a birthday written YYYY-MM-DD that names a real date, else null; the
 * same dates parseIsoDate accepts, without building a PlainDate (POST /api/bpm needs none).
 */
export const isoDayOf = (input: string): CalendarDay | null => {
  const match = ISO_DATE.exec(input);
  return match === null ? null : realDayOf(match[1], match[2], match[3]);
};
