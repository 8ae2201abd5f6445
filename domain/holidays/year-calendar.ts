import {
  daysInYear,
  firstDayOfYear,
  isoWeekdayOf,
  ordinalOf,
  packedMonthDayOf,
} from './day-number';
import { easterOrdinal } from './easter';
import { assertHolidayYear, type Holiday, type HolidayOptions } from './holiday';
import { HOLIDAY_KEYS, type HolidayKey, OPTIONAL_HOLIDAY_KEYS } from './holiday-key';
import { HOLIDAY_RULES } from './holiday-rules';
import { STATE_CODES, type StateCode } from './state';

const FIXED = 0;
const EASTER = 1;
const WEDNESDAY_BEFORE = 2;

/** A rule reduced to integers, so a year is computed without objects or strings. */
interface CompiledRule {
  readonly kind: number;
  readonly month: number;
  readonly day: number;
  readonly offset: number;
  readonly from: number;
  readonly until: number;
  readonly optionalBit: number;
  readonly keyIndex: number;
}

const compileRules = (state: StateCode): readonly CompiledRule[] =>
  HOLIDAY_RULES.filter((rule) => rule.states === 'all' || rule.states.includes(state)).map(
    (rule) => ({
      kind:
        rule.date.kind === 'fixed'
          ? FIXED
          : rule.date.kind === 'easter'
            ? EASTER
            : WEDNESDAY_BEFORE,
      month: rule.date.kind === 'easter' ? 0 : rule.date.month,
      day: rule.date.kind === 'easter' ? 0 : rule.date.day,
      offset: rule.date.kind === 'easter' ? rule.date.offset : 0,
      from: rule.from ?? Number.NEGATIVE_INFINITY,
      until: rule.until ?? Number.POSITIVE_INFINITY,
      optionalBit: rule.optional
        ? 1 << (OPTIONAL_HOLIDAY_KEYS as readonly string[]).indexOf(rule.key)
        : 0,
      keyIndex: HOLIDAY_KEYS.indexOf(rule.key),
    }),
  );

const STATE_INDEX = new Map<StateCode, number>(STATE_CODES.map((state, index) => [state, index]));
const stateIndexOf = (state: StateCode): number => {
  const index = STATE_INDEX.get(state);
  if (index === undefined) throw new RangeError(`unknown state code: ${state}`);
  return index;
};

const RULES_BY_STATE: readonly (readonly CompiledRule[])[] = STATE_CODES.map(compileRules);

/** The optional holidays enabled, as a bit mask over OPTIONAL_HOLIDAY_KEYS. */
export const optionsMask = (options: HolidayOptions | undefined): number => {
  const enabled = options?.with;
  if (enabled === undefined) return 0;
  let mask = 0;
  for (const key of enabled) {
    const index = OPTIONAL_HOLIDAY_KEYS.indexOf(key);
    if (index >= 0) mask |= 1 << index; // an unknown key from untyped input enables nothing
  }
  return mask;
};

/** One year's holidays for one state and option set, as ordinals; lazily extended by its users. */
export interface YearCalendar {
  readonly year: number;
  readonly length: number;
  readonly firstDay: number;
  /** Holiday ordinals in date order, with their keys at the same index. */
  readonly ordinals: readonly number[];
  readonly keys: readonly HolidayKey[];
  /** Workdays among ordinals 1..i at index i; built on first use. */
  workdayPrefix?: Uint16Array;
  /** Per ordinal the index of its first holiday, or -1; built on first use. */
  holidayIndex?: Int8Array;
  /** Built on first use by the calendar. */
  holidays?: readonly Holiday[];
}

const ruleOrdinal = (rule: CompiledRule, year: number, easter: number): number => {
  if (rule.kind === EASTER) return easter + rule.offset;
  const ordinal = ordinalOf(year, rule.month, rule.day);
  if (rule.kind === FIXED) return ordinal;
  // The Wednesday strictly before the date: 1 to 7 days back.
  const weekday = isoWeekdayOf(firstDayOfYear(year) + ordinal - 1);
  return ordinal - ((weekday + 4) % 7 || 7);
};

/** Computes a year without any cache (the reference the cache must agree with). */
export const compileYear = (year: number, state: StateCode, mask: number): YearCalendar => {
  assertHolidayYear(year);
  const rules = RULES_BY_STATE[stateIndexOf(state)]!;
  const easter = easterOrdinal(year);
  const ordinals: number[] = [];
  const keys: HolidayKey[] = [];
  let seen = 0;
  for (const rule of rules) {
    if (year < rule.from || year > rule.until) continue;
    if (rule.optionalBit !== 0 && (mask & rule.optionalBit) === 0) continue;
    const keyBit = 1 << rule.keyIndex;
    if ((seen & keyBit) !== 0) continue; // e.g. Reformationstag 2017 in a state that has it anyway
    seen |= keyBit;
    const ordinal = ruleOrdinal(rule, year, easter);
    // Insertion keeps date order and, on a shared day, the order of the law table.
    let at = ordinals.length;
    while (at > 0 && ordinals[at - 1]! > ordinal) at--;
    ordinals.splice(at, 0, ordinal);
    keys.splice(at, 0, HOLIDAY_KEYS[rule.keyIndex]!);
  }
  return { year, length: daysInYear(year), firstDay: firstDayOfYear(year), ordinals, keys };
};

const MAX_CACHED_YEARS = 512;
const cache = new Map<number, YearCalendar>();

/** The year's calendar from a small memo (pure: same inputs, same value). */
export const yearCalendar = (year: number, state: StateCode, mask: number): YearCalendar => {
  assertHolidayYear(year);
  const id = (year * 16 + stateIndexOf(state)) * 8 + mask;
  const hit = cache.get(id);
  if (hit !== undefined) return hit;
  const computed = compileYear(year, state, mask);
  if (cache.size >= MAX_CACHED_YEARS) cache.clear();
  cache.set(id, computed);
  return computed;
};

export const holidayIndexOf = (calendar: YearCalendar): Int8Array => {
  if (calendar.holidayIndex !== undefined) return calendar.holidayIndex;
  const index = new Int8Array(calendar.length + 1).fill(-1);
  for (let i = calendar.ordinals.length - 1; i >= 0; i--) index[calendar.ordinals[i]!] = i;
  calendar.holidayIndex = index;
  return index;
};

export const workdayPrefixOf = (calendar: YearCalendar): Uint16Array => {
  if (calendar.workdayPrefix !== undefined) return calendar.workdayPrefix;
  const holidays = holidayIndexOf(calendar);
  const prefix = new Uint16Array(calendar.length + 1);
  let weekday = isoWeekdayOf(calendar.firstDay);
  for (let ordinal = 1; ordinal <= calendar.length; ordinal++) {
    const workday = weekday < 6 && holidays[ordinal]! < 0 ? 1 : 0;
    prefix[ordinal] = prefix[ordinal - 1]! + workday;
    weekday = weekday === 7 ? 1 : weekday + 1;
  }
  calendar.workdayPrefix = prefix;
  return prefix;
};

/** Month and day of an ordinal of the calendar's year, packed as month * 32 + day. */
export const packedDateOf = (calendar: YearCalendar, ordinal: number): number =>
  packedMonthDayOf(calendar.year, ordinal);
