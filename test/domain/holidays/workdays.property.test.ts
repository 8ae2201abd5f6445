import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { holidayOn, holidaysOf } from '../../../domain/holidays/calendar';
import type { HolidayOptions } from '../../../domain/holidays/holiday';
import { OPTIONAL_HOLIDAY_KEYS } from '../../../domain/holidays/holiday-key';
import { STATE_CODES } from '../../../domain/holidays/state';
import {
  addWorkdays,
  countWorkdays,
  isWorkday,
  nextWorkday,
  previousWorkday,
  workdayInfo,
} from '../../../domain/holidays/workdays';
import { calendarDate } from '../../arbitraries/calendar-date';

const state = fc.constantFrom(...STATE_CODES);
const options: fc.Arbitrary<HolidayOptions> = fc
  .subarray([...OPTIONAL_HOLIDAY_KEYS])
  .map((enabled) => ({ with: enabled }));
const date = calendarDate(1995, 2100);
const steps = fc.integer({ min: -400, max: 400 });
const cmp = Temporal.PlainDate.compare;
const RUNS = { numRuns: 300 };

describe('workday properties', () => {
  it('no holiday is a workday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1995, max: 2100 }), state, options, (year, s, o) => {
        for (const holiday of holidaysOf(year, s, o))
          expect(isWorkday(holiday.date, s, o)).toBe(false);
      }),
      RUNS,
    );
  });

  it('a workday is a weekday without a holiday, as workdayInfo says', () => {
    fc.assert(
      fc.property(date, state, options, (day, s, o) => {
        const plain = day.dayOfWeek <= 5 && holidayOn(day, s, o) === null;
        expect(isWorkday(day, s, o)).toBe(plain);
        expect(workdayInfo(day, s, o).workday).toBe(plain);
      }),
      RUNS,
    );
  });

  it('addWorkdays lands on a workday and is strictly monotone in n', () => {
    fc.assert(
      fc.property(date, state, options, steps, steps, (day, s, o, m, n) => {
        const a = addWorkdays(day, m, s, o);
        const b = addWorkdays(day, n, s, o);
        expect(isWorkday(a, s, o)).toBe(true);
        // n = 0 on a day off is the next workday, the same day as n = 1 (documented rule).
        const sameDay = !isWorkday(day, s, o) && Math.min(m, n) === 0 && Math.max(m, n) === 1;
        expect(Math.sign(cmp(a, b))).toBe(sameDay ? 0 : Math.sign(m - n));
      }),
      RUNS,
    );
  });

  it('addWorkdays 0 on a day off is the next workday, the same as 1 (CI counterexample)', () => {
    const newYear = Temporal.PlainDate.from('1995-01-01');
    expect(addWorkdays(newYear, 0, 'bw', { with: [] }).toString()).toBe('1995-01-02');
    expect(addWorkdays(newYear, 1, 'bw', { with: [] }).toString()).toBe('1995-01-02');
    fc.assert(
      fc.property(date, state, options, (day, s, o) => {
        fc.pre(!isWorkday(day, s, o));
        expect(addWorkdays(day, 0, s, o).equals(addWorkdays(day, 1, s, o))).toBe(true);
      }),
      RUNS,
    );
  });

  it('countWorkdays agrees with addWorkdays', () => {
    fc.assert(
      fc.property(date, state, options, steps, (day, s, o, n) => {
        const self = isWorkday(day, s, o) ? 1 : 0;
        const target = addWorkdays(day, n, s, o);
        if (n > 0) expect(countWorkdays(day, target, s, o)).toBe(n + self);
        if (n < 0) expect(countWorkdays(target, day, s, o)).toBe(-n + self);
        if (n === 0) expect(countWorkdays(day, target, s, o)).toBe(1);
      }),
      RUNS,
    );
  });

  it('nextWorkday and previousWorkday are the nearest workdays strictly after and before', () => {
    fc.assert(
      fc.property(date, state, options, (day, s, o) => {
        const next = nextWorkday(day, s, o);
        const previous = previousWorkday(day, s, o);
        expect(cmp(next, day)).toBe(1);
        expect(cmp(previous, day)).toBe(-1);
        expect(isWorkday(next, s, o) && isWorkday(previous, s, o)).toBe(true);
        expect(countWorkdays(day.add({ days: 1 }), next.subtract({ days: 1 }), s, o)).toBe(0);
        expect(countWorkdays(previous.add({ days: 1 }), day.subtract({ days: 1 }), s, o)).toBe(0);
      }),
      RUNS,
    );
  });

  it('countWorkdays equals counting day by day and splits at any day', () => {
    fc.assert(
      fc.property(date, fc.nat(800), fc.nat(800), state, (from, length, cut, s) => {
        const to = from.add({ days: length });
        let brute = 0;
        for (let day = from; cmp(day, to) <= 0; day = day.add({ days: 1 })) {
          if (isWorkday(day, s)) brute++;
        }
        expect(countWorkdays(from, to, s)).toBe(brute);
        const middle = from.add({ days: Math.min(cut, length) });
        expect(countWorkdays(from, middle, s) + countWorkdays(middle.add({ days: 1 }), to, s)).toBe(
          brute,
        );
      }),
      { numRuns: 60 },
    );
  });
});
