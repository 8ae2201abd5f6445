import type { Temporal } from 'temporal-polyfill';
import { berlinDateOf } from '../calendar/berlin';
import type { ProductType } from '../products/product-type';
import type { BirthdayCheck } from './birthday-check';
import { parseIsoDate } from './calendar-date';
import { checkBirthdayText } from './check-birthday-text';

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
