import { Temporal } from 'temporal-polyfill';
import { startOfBerlinDay } from '../calendar/berlin';
import { germanDayOf, isoDayOf } from '../calendar/calendar-day';
import { err, ok, type Result } from '../result';

export const SINCE_MESSAGE =
  'Das Datum muss als JJJJ-MM-TT, TT.MM.JJJJ oder als Zeitpunkt (2026-03-15T10:00:00Z) angegeben werden.';

/**
 * A "since" of the support tools: a day (YYYY-MM-DD or DD.MM.YYYY) means its first instant in
 * Berlin; an ISO instant with offset is taken as it is.
 */
export const sinceInstantOf = (
  input: string,
): Result<Temporal.Instant, { readonly kind: 'application/since'; readonly message: string }> => {
  const text = input.trim();
  const day = isoDayOf(text) ?? germanDayOf(text);
  if (day !== null && day.year >= 1583) {
    return ok(startOfBerlinDay(Temporal.PlainDate.from(day)));
  }
  if (/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(text)) {
    try {
      return ok(Temporal.Instant.from(text));
    } catch {
      // falls through to the message
    }
  }
  return err({ kind: 'application/since', message: SINCE_MESSAGE });
};
