import type { DomainError } from '../result';

/**
 * The one range of every date the portal reads (CLI arguments and options,
 * search data, form fields, API times). 1583 is the first whole year of the Gregorian calendar
 * (the holiday computus and Temporal's ISO calendar agree only from then); four-digit years end
 * in 9999. Outside it Europe/Berlin had no standard time either (local mean time, +00:53).
 */
export const DATE_RANGE = {
  first: { year: 1583, month: 1, day: 1 },
  last: { year: 9999, month: 12, day: 31 },
} as const;

export const DATE_RANGE_MESSAGE =
  'Das Datum muss zwischen dem 01.01.1583 und dem 31.12.9999 liegen.';

export type DateRangeError = DomainError<'date/out-of-range'>;

export const DATE_RANGE_ERROR: DateRangeError = {
  kind: 'date/out-of-range',
  message: DATE_RANGE_MESSAGE,
};

/** Whether a calendar year lies in the range (every day of it does). */
export const isYearInDateRange = (year: number): boolean =>
  Number.isInteger(year) && year >= DATE_RANGE.first.year && year <= DATE_RANGE.last.year;

/** Whether a day (anything with a year: PlainDate, PlainDateTime, CalendarDay) lies in the range. */
export const isInDateRange = (day: { readonly year: number }): boolean =>
  isYearInDateRange(day.year);

/** The same for a real `YYYY-MM-DD` text: its four-digit year compares as text. */
export const isIsoDateInRange = (iso: string): boolean => iso >= '1583-01-01';
