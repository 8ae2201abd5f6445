import type { Temporal } from 'temporal-polyfill';
import { err, ok, type Result } from '../result';
import { BIRTHDAY_MESSAGES } from './birthday-messages';
import { calendarDateOf, parseIsoDate } from './calendar-date';

export interface GermanDateError {
  readonly kind: 'age/invalid';
  readonly message: string;
}

// SPEC §5, §9: DD.MM.YYYY with a 4-digit year. Day and month may also be written with one digit
// (1.3.1990), as Germans often do; the year never, so '1.3.90' stays ambiguous and invalid.
const GERMAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** A German date DD.MM.YYYY (or D.M.YYYY) as a real calendar date; surrounding spaces are ignored. */
export const parseGermanDate = (input: string): Result<Temporal.PlainDate, GermanDateError> => {
  const match = GERMAN_DATE.exec(input.trim());
  const date =
    match === null ? null : calendarDateOf(Number(match[3]), Number(match[2]), Number(match[1]));
  return date === null
    ? err({ kind: 'age/invalid', message: BIRTHDAY_MESSAGES.invalid })
    : ok(date);
};

/** DD.MM.YYYY → YYYY-MM-DD, or null when it is no real German date. */
export const germanDateToIso = (input: string): string | null => {
  const parsed = parseGermanDate(input);
  return parsed.ok ? parsed.value.toString() : null;
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
