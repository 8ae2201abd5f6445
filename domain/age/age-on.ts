import type { CalendarDay } from './calendar-day';

/**
 * Age in full years on `today`, counted as German law does (§ 187 Abs. 2 S. 2, § 188 Abs. 2
 * and 3 BGB): a year of life is complete at the end of the day before the birthday, so the
 * age grows at the start of the birthday; someone born on 29 February, whose birthday is
 * missing in a common year, grows older on 1 March there (not on 28 February).
 * A birthday after `today` gives a negative number.
 */
export const ageOn = (birthday: CalendarDay, today: CalendarDay): number => {
  const years = today.year - birthday.year;
  // Month/day comparison: (2, 28) < (2, 29) keeps 28 Feb before a 29-Feb birthday, 1 Mar after it.
  const beforeBirthday =
    today.month < birthday.month || (today.month === birthday.month && today.day < birthday.day);
  return beforeBirthday ? years - 1 : years;
};
