import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  addWorkdays,
  countWorkdays,
  isWeekend,
  isWorkday,
  nextWorkday,
  previousWorkday,
  workdayInfo,
} from '../../../domain/holidays/workdays';

const d = (iso: string): Temporal.PlainDate => Temporal.PlainDate.from(iso);

describe('isWorkday (SPEC §9: Monday to Friday, not a holiday; Bavaria by default)', () => {
  it.each([
    ['2024-12-23', true], // Monday
    ['2024-12-24', true], // Heiligabend is optional
    ['2024-12-25', false],
    ['2024-12-27', true],
    ['2024-12-28', false], // Saturday
    ['2024-12-29', false], // Sunday
    ['2024-08-15', false], // Mariä Himmelfahrt in Bavaria
  ])('%s → %s', (iso, expected) => {
    expect(isWorkday(d(iso))).toBe(expected);
  });

  it('depends on the state and the options', () => {
    expect(isWorkday(d('2024-08-15'), 'be')).toBe(true);
    expect(isWorkday(d('2024-10-31'), 'by')).toBe(true);
    expect(isWorkday(d('2024-10-31'), 'sn')).toBe(false);
    expect(isWorkday(d('2024-11-20'), 'sn')).toBe(false);
    expect(isWorkday(d('2024-11-20'), 'by')).toBe(true);
    expect(isWorkday(d('2024-12-24'), 'by', { with: ['christmasEve'] })).toBe(false);
    expect(isWorkday(d('2025-08-08'), 'by', { with: ['augsburgPeaceFestival'] })).toBe(false);
  });

  it('knows the weekend', () => {
    expect(isWeekend(d('2024-12-28'))).toBe(true);
    expect(isWeekend(d('2024-12-27'))).toBe(false);
  });
});

describe('workdayInfo', () => {
  it('gives the weekend as reason and still the holiday on it', () => {
    expect(workdayInfo(d('2024-03-31'))).toMatchObject({
      workday: false,
      reason: 'weekend',
      holiday: { key: 'easterSunday', name: 'Ostersonntag' },
    });
    expect(workdayInfo(d('2025-11-01'))).toMatchObject({
      reason: 'weekend',
      holiday: { key: 'allSaintsDay' },
    });
  });

  it('gives the holiday on a weekday, and nothing on a plain workday', () => {
    expect(workdayInfo(d('2024-10-03'))).toMatchObject({
      workday: false,
      reason: 'holiday',
      holiday: { key: 'germanUnityDay' },
    });
    expect(workdayInfo(d('2024-10-04'))).toEqual({ workday: true, reason: null, holiday: null });
    expect(workdayInfo(d('2024-10-05'))).toEqual({
      workday: false,
      reason: 'weekend',
      holiday: null,
    });
  });
});

describe('nextWorkday and previousWorkday', () => {
  it('step over holidays and weekends, strictly', () => {
    expect(nextWorkday(d('2024-12-24')).toString()).toBe('2024-12-27');
    expect(nextWorkday(d('2024-12-27')).toString()).toBe('2024-12-30');
    expect(nextWorkday(d('2024-12-31')).toString()).toBe('2025-01-02');
    expect(nextWorkday(d('2025-01-03'), 'by').toString()).toBe('2025-01-07'); // 6 Jan a Monday
    expect(nextWorkday(d('2025-01-03'), 'nw').toString()).toBe('2025-01-06');
    expect(previousWorkday(d('2024-04-02')).toString()).toBe('2024-03-28'); // over Easter
    expect(previousWorkday(d('2025-01-02')).toString()).toBe('2024-12-31');
    expect(previousWorkday(d('2025-01-02'), 'by', { with: ['newYearsEve'] }).toString()).toBe(
      '2024-12-30',
    );
  });
});

describe('addWorkdays', () => {
  it('n = 0 keeps a workday and moves any other day to the next workday', () => {
    expect(addWorkdays(d('2024-12-23'), 0).toString()).toBe('2024-12-23');
    expect(addWorkdays(d('2024-12-28'), 0).toString()).toBe('2024-12-30');
    expect(addWorkdays(d('2024-12-25'), 0).toString()).toBe('2024-12-27');
  });

  it('counts forwards and backwards, across years', () => {
    expect(addWorkdays(d('2024-12-16'), 5).toString()).toBe('2024-12-23');
    expect(addWorkdays(d('2024-12-23'), 3).toString()).toBe('2024-12-30');
    expect(addWorkdays(d('2024-12-23'), -5).toString()).toBe('2024-12-16');
    // Bavaria 2024 has 250 workdays, all after the holiday of 1 January.
    expect(addWorkdays(d('2024-01-01'), 250).toString()).toBe('2024-12-31');
    expect(addWorkdays(d('2024-01-01'), 251).toString()).toBe('2025-01-02');
    expect(addWorkdays(d('2025-01-02'), -250).toString()).toBe('2024-01-02');
    expect(addWorkdays(d('2025-01-02'), -251).toString()).toBe('2023-12-29');
    expect(addWorkdays(d('2024-06-03'), 2500).toString()).toBe(
      addWorkdays(addWorkdays(d('2024-06-03'), 1250), 1250).toString(),
    );
  });

  it('rejects a fractional count', () => {
    expect(() => addWorkdays(d('2024-12-23'), 1.5)).toThrow(RangeError);
  });
});

describe('countWorkdays (both ends inclusive)', () => {
  it('counts a year, a month and single days', () => {
    expect(countWorkdays(d('2024-01-01'), d('2024-12-31'))).toBe(250);
    expect(countWorkdays(d('2025-01-01'), d('2025-12-31'))).toBe(249);
    expect(countWorkdays(d('2024-01-01'), d('2025-12-31'))).toBe(499);
    expect(countWorkdays(d('2024-12-01'), d('2024-12-31'))).toBe(20);
    expect(
      countWorkdays(d('2024-12-01'), d('2024-12-31'), 'by', {
        with: ['christmasEve', 'newYearsEve'],
      }),
    ).toBe(18);
    expect(countWorkdays(d('2024-12-23'), d('2024-12-23'))).toBe(1);
    expect(countWorkdays(d('2024-12-25'), d('2024-12-25'))).toBe(0);
  });

  it('gives 0 when from is after to', () => {
    expect(countWorkdays(d('2024-12-24'), d('2024-12-23'))).toBe(0);
  });

  it('counts Berlin 2025 with the Frauentag and the 8 May', () => {
    // 261 weekdays minus 10 weekday holidays (1.1., 8.3. is a Saturday, 18.4., 21.4., 1.5., 8.5., 29.5., 9.6., 3.10., 25./26.12.)
    expect(countWorkdays(d('2025-01-01'), d('2025-12-31'), 'be')).toBe(251);
  });
});
