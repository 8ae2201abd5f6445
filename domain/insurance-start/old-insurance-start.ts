import { Temporal } from 'temporal-polyfill';

// SPEC §9: an insurance start is old when it is more than 3 months back.
const OLD_AFTER = Temporal.Duration.from({ months: 3 });

/**
 * SPEC §9: true when `start` lies more than 3 months before `today` (Berlin calendar dates).
 * Exactly 3 calendar months back is not yet old: 2026-02-15 is old from 2026-05-16 on. Where the
 * month is shorter the day is clamped (today 2026-05-31 → limit 2026-02-28).
 */
export const isInsuranceStartOld = (
  start: Temporal.PlainDate,
  today: Temporal.PlainDate,
): boolean => Temporal.PlainDate.compare(start, today.subtract(OLD_AFTER)) < 0;
