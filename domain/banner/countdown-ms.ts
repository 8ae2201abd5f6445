import type { Countdown } from './countdown';

// The campaign banner's live countdown in the browser, on epoch milliseconds: the same rules as
// countdownTo and nextRefreshAt (countdown.ts, refresh.ts), without the Temporal polyfill, which
// the landing pages' JavaScript budget (issue 5) cannot carry. The end date comes from the server.

export const MS_PER_MINUTE = 60_000;
/** SPEC §4: the timer checks every second (refresh.ts TICK_INTERVAL_MS, Temporal-free). */
export const COUNTDOWN_TICK_MS = 1000;
const MINUTES_PER_DAY = 24 * 60;

export type TimeLeft = Pick<Countdown, 'daysLeft' | 'hoursLeft' | 'minutesLeft'>;

/** SPEC §3: whole minutes left (rounded down, never negative) as days, hours 0–23, minutes 0–59. */
export const timeLeftMs = (endsMs: number, nowMs: number): TimeLeft => {
  const totalMinutes = endsMs > nowMs ? Math.floor((endsMs - nowMs) / MS_PER_MINUTE) : 0;
  return {
    daysLeft: Math.floor(totalMinutes / MINUTES_PER_DAY),
    hoursLeft: Math.floor((totalMinutes % MINUTES_PER_DAY) / 60),
    minutesLeft: totalMinutes % 60,
  };
};

/** SPEC §4: second 0 of the minute after `nowMs`, in (now, now + 60 s]. */
export const nextRefreshAtMs = (nowMs: number): number =>
  nowMs - (((nowMs % MS_PER_MINUTE) + MS_PER_MINUTE) % MS_PER_MINUTE) + MS_PER_MINUTE;
