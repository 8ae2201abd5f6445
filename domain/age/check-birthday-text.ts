import type { ProductType } from '../products/product-type';
import { AGE_LIMITS, maxAgeFor } from './age-limits';
import { ageOn } from './age-on';
import type { BirthdayCheck, BirthdayTextCheck } from './birthday-check';
import { BIRTHDAY_MESSAGES } from './birthday-messages';
import { type CalendarDay, isoDayOf } from './calendar-day';

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
