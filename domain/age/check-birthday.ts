import type { Temporal } from 'temporal-polyfill';
import { berlinDateOf } from '../calendar/berlin';
import { parseIsoDate } from '../calendar/calendar-date';
import { type CalendarDay, isoDayOf } from '../calendar/calendar-day';
import { PRODUCT_PROFILES } from '../products/product-profile';
import type { ProductType } from '../products/product-type';

// The birth-date check of SPEC §4–5, §9 in one place: limits, messages, the age count, the check
// on day parts (no Temporal: what the browser and POST /api/bpm run) and the same check answering
// a Temporal.PlainDate (what the server's forms and the CLI read).

// SPEC §5, §9: minimum 18; maximum 62 for normal pension products, 80 for the single premium (sofort).
export const AGE_LIMITS = { min: 18, max: 62, maxSinglePremium: 80 } as const;

/** The highest age (in full years) at which a product can still be taken out. */
export const maxAgeFor = (productType: ProductType): number =>
  PRODUCT_PROFILES[productType].maxEntryAge;

// SPEC §5: the birthday messages, word for word.
export const BIRTHDAY_MESSAGES = {
  invalid: 'Bitte geben Sie ein gültiges Geburtsdatum an',
  maxAge: (maxAge: number): string => `Das Höchstalter beträgt ${maxAge} Jahre`,
  minAge: 'Bitte geben Sie ein Mindestalter von 18 Jahren an',
} as const;

/**
 * Age in full years on `today`, counted as German law does (§ 187 Abs. 2 S. 2, § 188 Abs. 2
 * and 3 BGB): a year of life is complete at the end of the day before the birthday, so the
 * age grows at the start of the birthday; someone born on 29 February, whose birthday is
 * missing in a common year, grows older on 1 March there (not on 28 February).
 * A birthday after `today` gives a negative number.
 */
export const ageOn = (birthday: CalendarDay, today: CalendarDay): number => {
  const years = today.year - birthday.year;
  // Month/day comparison: (2, 28) < (2, 29) keeps 28 Feb before a 29-Feb birthday, 1 Mar after it.
  const beforeBirthday =
    today.month < birthday.month || (today.month === birthday.month && today.day < birthday.day);
  return beforeBirthday ? years - 1 : years;
};

// SPEC §4: the reasons a checked birth date is invalid.
export type BirthdayReason = 'INVALID' | 'MAX_AGE_VIOLATED' | 'MIN_AGE_VIOLATED';

export type BirthdayErrorKind = 'age/invalid' | 'age/too-old' | 'age/too-young';

/** SPEC §4: the birth-date check starts as not yet checked, then becomes valid or invalid. */
export type BirthdayCheck =
  | { readonly state: 'notChecked' }
  | {
      readonly state: 'valid';
      readonly birthday: Temporal.PlainDate | null;
      readonly age: number | null;
    }
  | {
      readonly state: 'invalid';
      readonly reason: BirthdayReason;
      readonly kind: BirthdayErrorKind;
      readonly message: string;
    };

/** checkBirthdayText's answer: the valid birthday as its ISO text instead of a PlainDate. */
export type BirthdayTextCheck =
  | { readonly state: 'valid'; readonly iso: string | null; readonly age: number | null }
  | Extract<BirthdayCheck, { readonly state: 'invalid' }>;

export const NOT_CHECKED: BirthdayCheck = { state: 'notChecked' };

/** SPEC §4: a not yet checked birth date counts as valid. */
export const isBirthdayValid = (check: BirthdayCheck): boolean => check.state !== 'invalid';

// SPEC §5: '..' is what an untouched three-part date field (day.month.year) sends.
const EMPTY_INPUTS: readonly string[] = ['', '..'];

const invalid: Extract<BirthdayCheck, { readonly state: 'invalid' }> = {
  state: 'invalid',
  reason: 'INVALID',
  kind: 'age/invalid',
  message: BIRTHDAY_MESSAGES.invalid,
};

const isAfter = (a: CalendarDay, b: CalendarDay): boolean =>
  a.year !== b.year ? a.year > b.year : a.month !== b.month ? a.month > b.month : a.day > b.day;

/**
 * checkBirthday without building a PlainDate (the polyfill's constructor is most of its time):
 * the same rules and answers, the valid birthday as its ISO text (trimmed input, which is
 * exactly the date's toString). For POST /api/bpm, which stores the text.
 */
export const checkBirthdayText = (
  input: string | null | undefined,
  productType: ProductType,
  today: CalendarDay,
): BirthdayTextCheck => {
  const text = (input ?? '').trim();
  if (EMPTY_INPUTS.includes(text)) return { state: 'valid', iso: null, age: null };
  const birthday = isoDayOf(text);
  if (birthday === null || isAfter(birthday, today)) return invalid;
  const age = ageOn(birthday, today);
  const maxAge = maxAgeFor(productType);
  if (age > maxAge) {
    return {
      state: 'invalid',
      reason: 'MAX_AGE_VIOLATED',
      kind: 'age/too-old',
      message: BIRTHDAY_MESSAGES.maxAge(maxAge),
    };
  }
  if (age < AGE_LIMITS.min) {
    return {
      state: 'invalid',
      reason: 'MIN_AGE_VIOLATED',
      kind: 'age/too-young',
      message: BIRTHDAY_MESSAGES.minAge,
    };
  }
  return { state: 'valid', iso: text, age };
};

/**
 * SPEC §4–5, §9: the birth-date check against the Berlin calendar date `today` (the limits are
 * checked at the start of the day, so the time of day never matters).
 * - empty, whitespace only or '..' is valid (birthday and age null); surrounding spaces are ignored;
 * - otherwise only ISO YYYY-MM-DD naming a real date, else INVALID;
 * - a birthday after today is INVALID: nobody can be born in the future, so "too young" would
 *   send the user looking for the wrong mistake;
 * - age > max (62, sofort 80) is MAX_AGE_VIOLATED: "Das Höchstalter beträgt 62 Jahre" names the
 *   highest allowed age, so a 62-year-old is still accepted and a 63-year-old is not;
 * - age < 18 is MIN_AGE_VIOLATED; the age counts as in § 187 Abs. 2, § 188 Abs. 2 BGB (ageOn).
 */
export const checkBirthday = (
  input: string | null | undefined,
  productType: ProductType,
  today: Temporal.PlainDate,
): BirthdayCheck => {
  const check = checkBirthdayText(input, productType, today);
  if (check.state === 'invalid') return check;
  return {
    state: 'valid',
    birthday: check.iso === null ? null : parseIsoDate(check.iso),
    age: check.age,
  };
};

/** The same check for an instant: its Berlin calendar date is "today" (SPEC §5, ARCHITECTURE.md). */
export const checkBirthdayAt = (
  input: string | null | undefined,
  productType: ProductType,
  now: Temporal.Instant,
): BirthdayCheck => checkBirthday(input, productType, berlinDateOf(now));
