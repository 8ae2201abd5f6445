/**
 * Integer calendar arithmetic for the hot paths of the holiday calendar: a day number counts days
 * since 1970-01-01 (proleptic Gregorian), an ordinal is the 1-based day of its year. Building a
 * Temporal.PlainDate costs microseconds, so the calendar computes with these and converts at the edge.
 */

/** Days before the first of each month (index 1–12) in a common year. */
const DAYS_BEFORE_MONTH = [0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365];

export const isLeapYear = (year: number): boolean =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export const daysInYear = (year: number): number => (isLeapYear(year) ? 366 : 365);

/** The 1-based day of the year of a valid month and day. */
export const ordinalOf = (year: number, month: number, day: number): number =>
  DAYS_BEFORE_MONTH[month]! + day + (month > 2 && isLeapYear(year) ? 1 : 0);

/** Month and day of an ordinal, packed as month * 32 + day to stay allocation-free. */
export const packedMonthDayOf = (year: number, ordinal: number): number => {
  const leap = isLeapYear(year) ? 1 : 0;
  let month = 12;
  while (month > 1 && ordinal <= DAYS_BEFORE_MONTH[month]! + (month > 2 ? leap : 0)) month--;
  const day = ordinal - DAYS_BEFORE_MONTH[month]! - (month > 2 ? leap : 0);
  return month * 32 + day;
};

/** Day number of 1 January of a year (Hinnant's days_from_civil, floor divisions). */
export const firstDayOfYear = (year: number): number => {
  const y = year - 1;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  // 1 January is day 306 of the March-based year that started in the previous calendar year.
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + 306;
  return era * 146097 + dayOfEra - 719468;
};

/** The year a day number falls in. */
export const yearOfDay = (day: number): number => {
  let year = Math.floor(day / 365.2425) + 1970;
  while (firstDayOfYear(year) > day) year--;
  while (firstDayOfYear(year + 1) <= day) year++;
  return year;
};

/** ISO weekday 1 (Monday) to 7 (Sunday); 1970-01-01 was a Thursday. */
export const isoWeekdayOf = (day: number): number => ((((day + 3) % 7) + 7) % 7) + 1;
