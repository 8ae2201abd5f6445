import type { Temporal } from 'temporal-polyfill';
import { calendarDateOf, parseIsoDate } from '../calendar/calendar-date';
import { germanDateToIso, germanDayOf } from '../calendar/calendar-day';
import { err, ok, type Result } from '../result';
import { BIRTHDAY_MESSAGES } from './check-birthday';

export interface GermanDateError {
  readonly kind: 'age/invalid';
  readonly message: string;
}

/** A German date DD.MM.YYYY (or D.M.YYYY) as a real calendar date; surrounding spaces are ignored. */
export const parseGermanDate = (input: string): Result<Temporal.PlainDate, GermanDateError> => {
  const day = germanDayOf(input);
  const date = day === null ? null : calendarDateOf(day.year, day.month, day.day);
  return date === null
    ? err({ kind: 'age/invalid', message: BIRTHDAY_MESSAGES.invalid })
    : ok(date);
};

/**
 * What a user typed as a birthday, in the ISO form checkBirthday expects: a real ISO date or a
 * German date become YYYY-MM-DD (spaces trimmed); anything else comes back unchanged, so
 * checkBirthday reports it (or accepts it as empty).
 */
export const parseBirthdayInput = (input: string): string => {
  const text = input.trim();
  if (parseIsoDate(text) !== null) return text;
  return germanDateToIso(text) ?? input;
};
