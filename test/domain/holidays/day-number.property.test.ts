import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  daysInYear,
  firstDayOfYear,
  isoWeekdayOf,
  ordinalOf,
  packedMonthDayOf,
  yearOfDay,
} from '../../../domain/holidays/day-number';
import { calendarDate } from '../../arbitraries/calendar-date';

const EPOCH = new Temporal.PlainDate(1970, 1, 1);

describe('integer day numbers agree with Temporal', () => {
  it('for day number, year, ordinal, month, day and weekday', () => {
    fc.assert(
      fc.property(calendarDate(1583, 9999), (date) => {
        const day = date.since(EPOCH).days;
        const ordinal = ordinalOf(date.year, date.month, date.day);
        expect(ordinal).toBe(date.dayOfYear);
        expect(firstDayOfYear(date.year) + ordinal - 1).toBe(day);
        expect(yearOfDay(day)).toBe(date.year);
        expect(packedMonthDayOf(date.year, ordinal)).toBe(date.month * 32 + date.day);
        expect(isoWeekdayOf(day)).toBe(date.dayOfWeek);
        expect(daysInYear(date.year)).toBe(date.daysInYear);
      }),
      { numRuns: 2000 },
    );
  });

  it('at year ends and around 29 February', () => {
    for (const iso of ['2000-02-29', '2000-03-01', '2100-03-01', '1999-12-31', '2024-12-31']) {
      const date = Temporal.PlainDate.from(iso);
      expect(ordinalOf(date.year, date.month, date.day)).toBe(date.dayOfYear);
      expect(packedMonthDayOf(date.year, date.dayOfYear)).toBe(date.month * 32 + date.day);
    }
  });
});
