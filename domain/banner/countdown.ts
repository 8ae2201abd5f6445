import type { Temporal } from 'temporal-polyfill';
import { berlinDateOf } from '../calendar/berlin';

/** SPEC §3: what a campaign banner shows of the time left. */
export interface Countdown {
  /** The campaign's last day in Berlin, 'DD.MM.' (SPEC §4). */
  readonly endDate: string;
  readonly daysLeft: number;
  readonly hoursLeft: number;
  readonly minutesLeft: number;
}

const NS_PER_MINUTE = 60_000_000_000n;
const MINUTES_PER_DAY = 24 * 60;

const twoDigits = (value: number): string => String(value).padStart(2, '0');

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
  return {
    endDate: `${twoDigits(lastDay.day)}.${twoDigits(lastDay.month)}.`,
    daysLeft: Math.floor(totalMinutes / MINUTES_PER_DAY),
    hoursLeft: Math.floor((totalMinutes % MINUTES_PER_DAY) / 60),
    minutesLeft: totalMinutes % 60,
  };
};

/** The whole countdown in minutes, for comparing two countdowns. */
export const totalMinutesLeft = (countdown: Countdown): number =>
  countdown.daysLeft * MINUTES_PER_DAY + countdown.hoursLeft * 60 + countdown.minutesLeft;
