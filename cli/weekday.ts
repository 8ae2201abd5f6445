import type { Temporal } from 'temporal-polyfill';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** 2026-12-24 → 'Thu 2026-12-24'. */
export const dayLabel = (date: Temporal.PlainDate): string =>
  `${(WEEKDAYS[date.dayOfWeek - 1] ?? '').slice(0, 3)} ${date.toString()}`;

export const weekdayName = (date: Temporal.PlainDate): string => WEEKDAYS[date.dayOfWeek - 1] ?? '';
