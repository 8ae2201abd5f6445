import type { CalendarDay } from '../calendar/calendar-day';

/** A first-of-month day `months` after the first of the month of `day`. */
export const addMonths = (day: CalendarDay, months: number): CalendarDay => {
  const index = day.year * 12 + (day.month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 };
};

/** Whole months from the month of `from` to the month of `to` (both read as first of month). */
export const monthsBetween = (from: CalendarDay, to: CalendarDay): number =>
  (to.year - from.year) * 12 + (to.month - from.month);

/**
 * Pension start: the first day of the month after the birthday at the retirement age (the
 * portal's rule, as private insurers and § 99 Abs. 1 SGB VI start a pension with the month
 * after the age is reached). Born 1990-05-15, age 67 → 2057-06-01; born 1990-05-01 → 2057-06-01
 * too (the BGB would count that age as reached on 30 April; the portal keeps one simple rule).
 */
export const pensionStartFor = (birthday: CalendarDay, retirementAge: number): CalendarDay =>
  addMonths({ year: birthday.year + retirementAge, month: birthday.month, day: 1 }, 1);
