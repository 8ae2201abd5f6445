const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// SPEC §5, §9: DD.MM.YYYY with a 4-digit year. Day and month may also be written with one digit
// (1.3.1990), as Germans often do; the year never, so '1.3.90' stays ambiguous and invalid.
const GERMAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/**
 * A day by its parts (a Temporal.PlainDate is one): what age and order checks need. This file
 * stays without Temporal, so the browser's date checks and date texts ship no date polyfill.
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

/**
 * The parts of a German date DD.MM.YYYY (or D.M.YYYY) that names a real day, else null; spaces
 * around it are ignored.
 */
export const germanDayOf = (input: string): CalendarDay | null => {
  const match = GERMAN_DATE.exec(input.trim());
  return match === null ? null : realDayOf(match[3], match[2], match[1]);
};

const two = (n: number): string => String(n).padStart(2, '0');
const four = (n: number): string => String(n).padStart(4, '0');

/** 'YYYY-MM-DD' (years below 1000 padded to four digits). */
export const isoOf = (day: CalendarDay): string =>
  `${four(day.year)}-${two(day.month)}-${two(day.day)}`;

/** SPEC §9: 'DD.MM.YYYY' (years below 1000 padded to four digits). */
export const germanDateOf = (day: CalendarDay): string =>
  `${two(day.day)}.${two(day.month)}.${four(day.year)}`;

/** SPEC §4: 'DD.MM.' — the banner's end date. */
export const germanDayMonthOf = (day: CalendarDay): string => `${two(day.day)}.${two(day.month)}.`;

/** 'YYYYMMDD'. */
export const compactDateOf = (day: CalendarDay): string =>
  `${four(day.year)}${two(day.month)}${two(day.day)}`;

/** A YYYY-MM-DD date as the German DD.MM.YYYY; any other text comes back unchanged. */
export const germanDateOfIso = (text: string): string => {
  const day = isoDayOf(text.trim());
  return day === null ? text : germanDateOf(day);
};

/** DD.MM.YYYY → YYYY-MM-DD, or null when it is no real German date. */
export const germanDateToIso = (input: string): string | null => {
  const day = germanDayOf(input);
  return day === null ? null : isoOf(day);
};
