import { Temporal } from 'temporal-polyfill';
import { berlinDateOf } from '../calendar/berlin';
import { germanDayMonthOf } from '../calendar/calendar-day';

// SPEC §3–4: the campaign banner's countdown. The Temporal functions are the reference (server,
// CLI); the *Ms functions beside them are the same rules on epoch milliseconds for the browser's
// live countdown, whose JavaScript budget cannot carry the Temporal polyfill (a property test
// holds both equal). The end date always comes from the server.

/** SPEC §3: what a campaign banner shows of the time left. */
export interface Countdown {
  /** The campaign's last day in Berlin, 'DD.MM.' (SPEC §4). */
  readonly endDate: string;
  readonly daysLeft: number;
  readonly hoursLeft: number;
  readonly minutesLeft: number;
}

export type TimeLeft = Pick<Countdown, 'daysLeft' | 'hoursLeft' | 'minutesLeft'>;

// SPEC §4: while a banner shows, the time left is refreshed every minute; the timer checks
// every second and refreshes at second 0.
export const REFRESH_INTERVAL_MS = 60_000;
export const TICK_INTERVAL_MS = 1000;

const NS_PER_MINUTE = 60_000_000_000n;
const MINUTES_PER_DAY = 24 * 60;

const split = (totalMinutes: number): TimeLeft => ({
  daysLeft: Math.floor(totalMinutes / MINUTES_PER_DAY),
  hoursLeft: Math.floor((totalMinutes % MINUTES_PER_DAY) / 60),
  minutesLeft: totalMinutes % 60,
});

/**
 * The time left until `ends` in whole minutes (rounded down, so it never promises time that is
 * not there), split into days of 24 hours, hours 0–23 and minutes 0–59 of elapsed time, never
 * negative (all zero once the campaign is over). Elapsed time, not calendar days: across a
 * daylight-saving night the wall clock jumps, the countdown does not.
 * The end date is the Berlin date of the last instant before `ends` (an end at 6 December 00:00
 * shows 05.12.).
 */
export const countdownTo = (ends: Temporal.Instant, now: Temporal.Instant): Countdown => {
  const lastDay = berlinDateOf(ends.subtract({ nanoseconds: 1 }));
  const leftNs = ends.epochNanoseconds - now.epochNanoseconds;
  const totalMinutes = leftNs > 0n ? Number(leftNs / NS_PER_MINUTE) : 0;
  return { endDate: germanDayMonthOf(lastDay), ...split(totalMinutes) };
};

/** countdownTo's time left on epoch milliseconds. */
export const timeLeftMs = (endsMs: number, nowMs: number): TimeLeft =>
  split(endsMs > nowMs ? Math.floor((endsMs - nowMs) / REFRESH_INTERVAL_MS) : 0);

/** The whole countdown in minutes, for comparing two countdowns. */
export const totalMinutesLeft = (countdown: Countdown): number =>
  countdown.daysLeft * MINUTES_PER_DAY + countdown.hoursLeft * 60 + countdown.minutesLeft;

/**
 * Second 0 of the minute after `now`: in (now, now + 60 s]. UTC and Berlin minutes coincide
 * (Berlin's offsets are whole hours since 1893), so this is second 0 on the Berlin clock too.
 */
export const nextRefreshAt = (now: Temporal.Instant): Temporal.Instant => {
  const ns = now.epochNanoseconds;
  const intoMinute = ((ns % NS_PER_MINUTE) + NS_PER_MINUTE) % NS_PER_MINUTE;
  return Temporal.Instant.fromEpochNanoseconds(ns - intoMinute + NS_PER_MINUTE);
};

/** nextRefreshAt on epoch milliseconds. */
export const nextRefreshAtMs = (nowMs: number): number =>
  nowMs -
  (((nowMs % REFRESH_INTERVAL_MS) + REFRESH_INTERVAL_MS) % REFRESH_INTERVAL_MS) +
  REFRESH_INTERVAL_MS;
