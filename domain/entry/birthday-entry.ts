import type { BirthdayTextCheck } from '../age/check-birthday';
import { checkBirthdayText } from '../age/check-birthday';
import { type CalendarDay, germanDateToIso, isoDayOf } from '../calendar/calendar-day';
import type { ProductType } from '../products/product-type';

/**
 * What a visitor typed (DD.MM.YYYY, or the URL's YYYY-MM-DD) as the ISO text checkBirthday reads:
 * '' for an empty input, the ISO date for a real date, null otherwise. Built without Temporal,
 * so the landing page's JavaScript stays small.
 */
export const birthdayInputToIso = (input: string): string | null => {
  const text = input.trim();
  if (text === '' || text === '..') return '';
  if (isoDayOf(text) !== null) return text;
  return germanDateToIso(text);
};

/**
 * SPEC §4–5 for the entry widget's birth-date input: empty is valid (null), a German or ISO date
 * is checked against the product's age limits on the Berlin date `today`, anything else is
 * INVALID with the spec's message.
 */
export const checkBirthdayInput = (
  input: string,
  productType: ProductType,
  today: CalendarDay,
): BirthdayTextCheck => {
  const iso = birthdayInputToIso(input);
  // A text that is no date at all: checkBirthdayText answers INVALID for it.
  return checkBirthdayText(iso ?? input.trim(), productType, today);
};
