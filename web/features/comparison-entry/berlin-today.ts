import { BERLIN } from '../../../domain/calendar/berlin-zone';
import type { CalendarDay } from '../../../domain/calendar/calendar-day';

// en-CA writes YYYY-MM-DD; only the numeric parts are read, so the locale's words never matter.
const BERLIN_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: BERLIN,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const MINUTE_MS = 60_000;

// The last answer, per UTC minute. Berlin's offsets (+01:00, +02:00) are whole
// hours, so every instant of one UTC minute has the same Berlin date.
let memo: { readonly minute: number; readonly day: CalendarDay } | null = null;

const berlinDayOf = (now: Date): CalendarDay => {
  const parts: Record<string, number> = {};
  for (const part of BERLIN_DAY.formatToParts(now)) {
    if (part.type === 'year' || part.type === 'month' || part.type === 'day') {
      parts[part.type] = Number(part.value);
    }
  }
  return { year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1 };
};

/**
 * The Berlin calendar date of an instant (SPEC §5: the age limits use the start of the Berlin day),
 * through Intl instead of Temporal so the landing page ships no date polyfill.
 */
export const berlinToday = (now: Date): CalendarDay => {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  if (memo === null || memo.minute !== minute) memo = { minute, day: berlinDayOf(now) };
  return memo.day;
};
