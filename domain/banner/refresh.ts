import { Temporal } from 'temporal-polyfill';

// SPEC §4: while a banner shows, the time left is refreshed every minute; the timer checks
// every second and refreshes at second 0.
export const REFRESH_INTERVAL_MS = 60_000;
export const TICK_INTERVAL_MS = 1000;

const NS_PER_MINUTE = BigInt(REFRESH_INTERVAL_MS) * 1_000_000n;

/**
 * Second 0 of the minute after `now`: in (now, now + 60 s]. UTC and Berlin minutes coincide
 * (Berlin's offsets are whole hours since 1893), so this is second 0 on the Berlin clock too.
 */
export const nextRefreshAt = (now: Temporal.Instant): Temporal.Instant => {
  const ns = now.epochNanoseconds;
  const intoMinute = ((ns % NS_PER_MINUTE) + NS_PER_MINUTE) % NS_PER_MINUTE;
  return Temporal.Instant.fromEpochNanoseconds(ns - intoMinute + NS_PER_MINUTE);
};
