import { Temporal } from 'temporal-polyfill';
import { holidayOn, isoDate } from './calendar';
import { daysInYear, ordinalOf, packedMonthDayOf } from './day-number';
import type { Holiday, HolidayOptions } from './holiday';
import { DEFAULT_STATE, type StateCode } from './state';
import { optionsMask, workdayPrefixOf, yearCalendar } from './year-calendar';

/** Why a day is or is not a workday (SPEC §9: Monday to Friday, not a holiday). */
export interface WorkdayInfo {
  readonly workday: boolean;
  /** The weekend wins when a holiday falls on a Saturday or Sunday. */
  readonly reason: 'weekend' | 'holiday' | null;
  /** The holiday on that day, also when it falls on a weekend. */
  readonly holiday: Holiday | null;
}

type Prefixes = (year: number) => Uint16Array;

const prefixesFor =
  (state: StateCode, options: HolidayOptions | undefined): Prefixes =>
  (year) =>
    workdayPrefixOf(yearCalendar(year, state, optionsMask(options)));

const dateOf = (year: number, ordinal: number): Temporal.PlainDate => {
  const packed = packedMonthDayOf(year, ordinal);
  return new Temporal.PlainDate(year, packed >> 5, packed & 31);
};

const ordinalOfDate = (date: Temporal.PlainDate): number =>
  ordinalOf(date.year, date.month, date.day);

/** True on Saturday and Sunday. */
export const isWeekend = (date: Temporal.PlainDate): boolean => isoDate(date).dayOfWeek >= 6;

export const workdayInfo = (
  date: Temporal.PlainDate,
  state: StateCode = DEFAULT_STATE,
  options?: HolidayOptions,
): WorkdayInfo => {
  const holiday = holidayOn(date, state, options);
  const reason = isWeekend(date) ? 'weekend' : holiday !== null ? 'holiday' : null;
  return { workday: reason === null, reason, holiday };
};

export const isWorkday = (
  date: Temporal.PlainDate,
  state: StateCode = DEFAULT_STATE,
  options?: HolidayOptions,
): boolean => {
  const iso = isoDate(date);
  const prefix = workdayPrefixOf(yearCalendar(iso.year, state, optionsMask(options)));
  const ordinal = ordinalOfDate(iso);
  return prefix[ordinal]! !== prefix[ordinal - 1]!;
};

/** The n-th workday (n ≥ 1) strictly after ordinal `after` of `year`, skipping whole years. */
const forward = (
  prefixes: Prefixes,
  year: number,
  after: number,
  n: number,
): Temporal.PlainDate => {
  let y = year;
  let start = after;
  let left = n;
  for (;;) {
    const prefix = prefixes(y);
    const length = prefix.length - 1;
    const available = prefix[length]! - prefix[start]!;
    if (left <= available) {
      const target = prefix[start]! + left;
      let ordinal = start + 1;
      while (prefix[ordinal]! < target) ordinal++;
      return dateOf(y, ordinal);
    }
    left -= available;
    y++;
    start = 0;
  }
};

/** The n-th workday (n ≥ 1) strictly before ordinal `before` of `year`. */
const backward = (
  prefixes: Prefixes,
  year: number,
  before: number,
  n: number,
): Temporal.PlainDate => {
  let y = year;
  let end = before;
  let left = n;
  for (;;) {
    const prefix = prefixes(y);
    const available = prefix[end - 1]!;
    if (left <= available) {
      const target = available - left + 1;
      let ordinal = end - 1;
      while (prefix[ordinal - 1]! >= target) ordinal--;
      return dateOf(y, ordinal);
    }
    left -= available;
    y--;
    end = daysInYear(y) + 1;
  }
};

/** The first workday strictly after the date. */
export const nextWorkday = (
  date: Temporal.PlainDate,
  state: StateCode = DEFAULT_STATE,
  options?: HolidayOptions,
): Temporal.PlainDate => addWorkdays(date, 1, state, options);

/** The last workday strictly before the date. */
export const previousWorkday = (
  date: Temporal.PlainDate,
  state: StateCode = DEFAULT_STATE,
  options?: HolidayOptions,
): Temporal.PlainDate => addWorkdays(date, -1, state, options);

/**
 * n > 0: the n-th workday after the date; n < 0: the |n|-th workday before it; n = 0: the date
 * itself when it is a workday, else the next workday (a deadline that starts on a holiday starts on
 * the next workday). n must be an integer (RangeError otherwise).
 */
export const addWorkdays = (
  date: Temporal.PlainDate,
  n: number,
  state: StateCode = DEFAULT_STATE,
  options?: HolidayOptions,
): Temporal.PlainDate => {
  if (!Number.isInteger(n)) throw new RangeError(`workday count must be an integer: ${n}`);
  const iso = isoDate(date);
  const prefixes = prefixesFor(state, options);
  const ordinal = ordinalOfDate(iso);
  if (n === 0) {
    const prefix = prefixes(iso.year);
    return prefix[ordinal] !== prefix[ordinal - 1] ? date : forward(prefixes, iso.year, ordinal, 1);
  }
  return n > 0
    ? forward(prefixes, iso.year, ordinal, n)
    : backward(prefixes, iso.year, ordinal, -n);
};

/** Workdays from `from` to `to`, both inclusive; 0 when from is after to. */
export const countWorkdays = (
  from: Temporal.PlainDate,
  to: Temporal.PlainDate,
  state: StateCode = DEFAULT_STATE,
  options?: HolidayOptions,
): number => {
  const start = isoDate(from);
  const end = isoDate(to);
  if (Temporal.PlainDate.compare(start, end) > 0) return 0;
  const prefixes = prefixesFor(state, options);
  const first = ordinalOfDate(start);
  const last = ordinalOfDate(end);
  if (start.year === end.year) {
    const prefix = prefixes(start.year);
    return prefix[last]! - prefix[first - 1]!;
  }
  const head = prefixes(start.year);
  let count = head[head.length - 1]! - head[first - 1]!;
  for (let year = start.year + 1; year < end.year; year++) {
    const prefix = prefixes(year);
    count += prefix[prefix.length - 1]!;
  }
  return count + prefixes(end.year)[last]!;
};
