import { Temporal } from 'temporal-polyfill';
import { ordinalOf } from './day-number';
import type { Holiday, HolidayOptions } from './holiday';
import { HOLIDAY_NAMES } from './holiday-key';
import { DEFAULT_STATE, type StateCode } from './state';
import {
  compileYear,
  holidayIndexOf,
  optionsMask,
  packedDateOf,
  type YearCalendar,
  yearCalendar,
} from './year-calendar';

const buildHolidays = (calendar: YearCalendar): readonly Holiday[] => {
  const holidays: Holiday[] = [];
  for (let i = 0; i < calendar.ordinals.length; i++) {
    const packed = packedDateOf(calendar, calendar.ordinals[i]!);
    const key = calendar.keys[i]!;
    const date = new Temporal.PlainDate(calendar.year, packed >> 5, packed & 31);
    holidays.push(Object.freeze({ date, key, name: HOLIDAY_NAMES[key] }));
  }
  return Object.freeze(holidays);
};

/** The calendar's Holiday objects, built once per cached year. */
export const holidaysIn = (calendar: YearCalendar): readonly Holiday[] => {
  if (calendar.holidays === undefined) calendar.holidays = buildHolidays(calendar);
  return calendar.holidays;
};

/**
 * The public holidays of a year in a state (default Bavaria, SPEC §9), in date order; two
 * holidays on one day (Christi Himmelfahrt on 1 May) both appear, in the order of the law table.
 * The year must be an integer from 1583 to 9999 (RangeError otherwise; check with isHolidayYear).
 */
export const holidaysOf = (
  year: number,
  state: StateCode = DEFAULT_STATE,
  options?: HolidayOptions,
): readonly Holiday[] => holidaysIn(yearCalendar(year, state, optionsMask(options)));

/** The same as holidaysOf, computed afresh without the memo (for benchmarks and cross-checks). */
export const computeHolidaysOf = (
  year: number,
  state: StateCode = DEFAULT_STATE,
  options?: HolidayOptions,
): readonly Holiday[] => buildHolidays(compileYear(year, state, optionsMask(options)));

/** Reads a date in the ISO calendar, whatever calendar it carries. */
export const isoDate = (date: Temporal.PlainDate): Temporal.PlainDate =>
  date.calendarId === 'iso8601' ? date : date.withCalendar('iso8601');

/** The holiday on a date, or null; of two on one day the first in holidaysOf order. */
export const holidayOn = (
  date: Temporal.PlainDate,
  state: StateCode = DEFAULT_STATE,
  options?: HolidayOptions,
): Holiday | null => {
  const iso = isoDate(date);
  const calendar = yearCalendar(iso.year, state, optionsMask(options));
  const index = holidayIndexOf(calendar)[ordinalOf(iso.year, iso.month, iso.day)]!;
  return index < 0 ? null : holidaysIn(calendar)[index]!;
};
