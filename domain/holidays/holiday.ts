import type { Temporal } from 'temporal-polyfill';
import { DATE_RANGE } from '../calendar/date-range';
import type { HolidayKey, OptionalHolidayKey } from './holiday-key';

/** A public holiday on a day, with its stable key and its German name. */
export interface Holiday {
  readonly date: Temporal.PlainDate;
  readonly key: HolidayKey;
  readonly name: string;
}

/** SPEC §9: the optional holidays count only when listed here. */
export interface HolidayOptions {
  readonly with?: readonly OptionalHolidayKey[];
}

/** Years the calendar answers for: the portal's date range (the Gregorian computus holds from 1583). */
export const FIRST_HOLIDAY_YEAR = DATE_RANGE.first.year;
export const LAST_HOLIDAY_YEAR = DATE_RANGE.last.year;

export const isHolidayYear = (year: number): boolean =>
  Number.isInteger(year) && year >= FIRST_HOLIDAY_YEAR && year <= LAST_HOLIDAY_YEAR;

/** A year outside the range is a caller's bug (callers check with isHolidayYear first). */
export const assertHolidayYear = (year: number): void => {
  if (!isHolidayYear(year)) {
    throw new RangeError(
      `holiday year must be an integer from ${FIRST_HOLIDAY_YEAR} to ${LAST_HOLIDAY_YEAR}: ${year}`,
    );
  }
};
