import type { Temporal } from 'temporal-polyfill';
import { berlinDateOf } from '../calendar/berlin';
import type { ProductType } from '../products/product-type';
import { AGE_LIMITS, maxAgeFor } from './age-limits';
import { ageOn } from './age-on';
import type { BirthdayCheck, BirthdayTextCheck } from './birthday-check';
import { BIRTHDAY_MESSAGES } from './birthday-messages';
import { type CalendarDay, isoDayOf, parseIsoDate } from './calendar-date';

// SPEC §5: '..' is what an untouched three-part date field (day.month.year) sends.
const EMPTY_INPUTS: readonly string[] = ['', '..'];

const invalid: Extract<BirthdayCheck, { readonly state: 'invalid' }> = {
  state: 'invalid',
  reason: 'INVALID',
  kind: 'age/invalid',
  message: BIRTHDAY_MESSAGES.invalid,
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

/** The same check for an instant: its Berlin calendar date is "today" (SPEC §5, ARCHITECTURE.md). */
export const checkBirthdayAt = (
  input: string | null | undefined,
  productType: ProductType,
  now: Temporal.Instant,
): BirthdayCheck => checkBirthday(input, productType, berlinDateOf(now));
