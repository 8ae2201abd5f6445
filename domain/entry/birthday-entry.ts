import type { BirthdayTextCheck } from '../age/birthday-check';
import { type CalendarDay, isoDayOf } from '../age/calendar-day';
import { checkBirthdayText } from '../age/check-birthday-text';
import type { ProductType } from '../products/product-type';

// SPEC §5, §9: DD.MM.YYYY with a 4-digit year; one-digit day and month are read too (1.3.1990).
const GERMAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/**
 * What a visitor typed (DD.MM.YYYY, or the URL's YYYY-MM-DD) as the ISO text checkBirthday reads:
 * '' for an empty input, the ISO date for a real date, null otherwise. Built without Temporal,
 * so the landing page's JavaScript stays small.
 */
export const birthdayInputToIso = (input: string): string | null => {
  const text = input.trim();
  if (text === '' || text === '..') return '';
  if (isoDayOf(text) !== null) return text;
  const match = GERMAN_DATE.exec(text);
  if (match === null) return null;
  const iso = `${match[3]}-${twoDigits(Number(match[2]))}-${twoDigits(Number(match[1]))}`;
  return isoDayOf(iso) === null ? null : iso;
};

/** A YYYY-MM-DD date as the German DD.MM.YYYY; any other text comes back unchanged. */
export const isoToGermanDate = (text: string): string => {
  const day = isoDayOf(text.trim());
  // SPEC §5: a year is 4 digits, so the German form reads back (0999, not 999).
  return day === null
    ? text
    : `${twoDigits(day.day)}.${twoDigits(day.month)}.${String(day.year).padStart(4, '0')}`;
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
