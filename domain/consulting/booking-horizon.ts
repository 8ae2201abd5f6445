import { Temporal } from 'temporal-polyfill';
import { berlinDateOf } from '../calendar/berlin';

/**
 * How far ahead a consultation can be booked (issue 30): half a year from today (Berlin). The
 * team's rosters and absences are not planned further, and a date as far as 31.12.9999 was
 * bookable before.
 */
export const BOOKING_HORIZON_MONTHS = 6;

export const BOOKING_HORIZON_MESSAGE =
  'Beratungstermine können Sie bis zu sechs Monate im Voraus buchen. Bitte wählen Sie einen früheren Tag.';

/** The last day a consultation can be booked on, seen on `today`. */
export const lastBookableDay = (today: Temporal.PlainDate): Temporal.PlainDate =>
  today.add({ months: BOOKING_HORIZON_MONTHS });

/** Whether `day` lies on or before the last bookable day, seen at `now`. */
export const isWithinBookingHorizon = (day: Temporal.PlainDate, now: Temporal.Instant): boolean =>
  Temporal.PlainDate.compare(day, lastBookableDay(berlinDateOf(now))) <= 0;
