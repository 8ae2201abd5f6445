import { Temporal } from 'temporal-polyfill';
import { BERLIN } from '../calendar/berlin';

// SPEC §9 locale: Monday is the first day of the week; dates DD.MM.YYYY, times HH:mm.
/** ISO weekday number of the first day of the week (1 = Monday). */
export const WEEK_STARTS_ON = 1;

const two = (n: number): string => String(n).padStart(2, '0');

/** '05.03.2024' (years below 1000 padded to four digits). */
export const formatGermanDate = (date: Temporal.PlainDate): string =>
  `${two(date.day)}.${two(date.month)}.${String(date.year).padStart(4, '0')}`;

/** '05.03.' — the banner's end date (SPEC §4). */
export const formatDayMonth = (date: Temporal.PlainDate): string =>
  `${two(date.day)}.${two(date.month)}.`;

/** '09:05'; a zoned time is shown as Berlin wall-clock time, whatever zone it carries. */
export const formatGermanTime = (time: Temporal.PlainTime | Temporal.ZonedDateTime): string => {
  const wall = time instanceof Temporal.ZonedDateTime ? time.withTimeZone(BERLIN) : time;
  return `${two(wall.hour)}:${two(wall.minute)}`;
};
