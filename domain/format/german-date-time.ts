import { Temporal } from 'temporal-polyfill';
import { BERLIN } from '../calendar/berlin';

// SPEC §9 locale: Monday is the first day of the week; times HH:mm (dates: calendar-day.ts).
/** ISO weekday number of the first day of the week (1 = Monday). */
export const WEEK_STARTS_ON = 1;

const two = (n: number): string => String(n).padStart(2, '0');

/** '09:05'; a zoned time is shown as Berlin wall-clock time, whatever zone it carries. */
export const formatGermanTime = (time: Temporal.PlainTime | Temporal.ZonedDateTime): string => {
  const wall = time instanceof Temporal.ZonedDateTime ? time.withTimeZone(BERLIN) : time;
  return `${two(wall.hour)}:${two(wall.minute)}`;
};
