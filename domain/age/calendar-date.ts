import { Temporal } from 'temporal-polyfill';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date from its parts, or null (31 April, 29 February of a common year). */
export const calendarDateOf = (
  year: number,
  month: number,
  day: number,
): Temporal.PlainDate | null => {
  try {
    return Temporal.PlainDate.from({ year, month, day }, { overflow: 'reject' });
  } catch {
    return null;
  }
};

/** SPEC §5: a birthday must match YYYY-MM-DD and name a real date; anything else is null. */
export const parseIsoDate = (input: string): Temporal.PlainDate | null => {
  const match = ISO_DATE.exec(input);
  if (match === null) return null;
  return calendarDateOf(Number(match[1]), Number(match[2]), Number(match[3]));
};
