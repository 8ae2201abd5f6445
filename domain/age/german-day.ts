import { type CalendarDay, realDayOf } from './calendar-day';

// SPEC §5, §9: DD.MM.YYYY with a 4-digit year. Day and month may also be written with one digit
// (1.3.1990), as Germans often do; the year never, so '1.3.90' stays ambiguous and invalid.
const GERMAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/**
 * The parts of a German date DD.MM.YYYY (or D.M.YYYY) that names a real day, else null; spaces
 * around it are ignored. Its own file without Temporal, so the browser's flow pages ship no date
 * polyfill for it (issue 7 budget).
 */
export const germanDayOf = (input: string): CalendarDay | null => {
  const match = GERMAN_DATE.exec(input.trim());
  return match === null ? null : realDayOf(match[3], match[2], match[1]);
};

const two = (n: number): string => String(n).padStart(2, '0');

/** DD.MM.YYYY → YYYY-MM-DD, or null when it is no real German date. */
export const germanDateToIso = (input: string): string | null => {
  const day = germanDayOf(input);
  return day === null
    ? null
    : `${String(day.year).padStart(4, '0')}-${two(day.month)}-${two(day.day)}`;
};
