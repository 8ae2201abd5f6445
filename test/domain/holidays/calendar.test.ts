import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { computeHolidaysOf, holidayOn, holidaysOf } from '../../../domain/holidays/calendar';
import { isHolidayYear } from '../../../domain/holidays/holiday';
import type { HolidayKey } from '../../../domain/holidays/holiday-key';
import { STATE_CODES, type StateCode } from '../../../domain/holidays/state';

const listed = (year: number, state?: StateCode): string[] =>
  holidaysOf(year, state).map((h) => `${h.date.toString()} ${h.key}`);
const keysOf = (year: number, state: StateCode): HolidayKey[] =>
  holidaysOf(year, state).map((h) => h.key);
const has = (year: number, state: StateCode, key: HolidayKey): boolean =>
  keysOf(year, state).includes(key);
const statesWith = (year: number, key: HolidayKey): StateCode[] =>
  STATE_CODES.filter((state) => has(year, state, key));
const dateOf = (iso: string): Temporal.PlainDate => Temporal.PlainDate.from(iso);

const NATIONWIDE: readonly HolidayKey[] = [
  'newYearsDay',
  'goodFriday',
  'easterSunday',
  'easterMonday',
  'labourDay',
  'ascensionDay',
  'whitSunday',
  'whitMonday',
  'germanUnityDay',
  'christmasDay',
  'boxingDay',
];

/** SPEC §9 table plus the law, for 2024. */
const EXTRA_2024: Readonly<Record<StateCode, readonly HolidayKey[]>> = {
  bw: ['epiphany', 'corpusChristi', 'allSaintsDay'],
  by: ['epiphany', 'corpusChristi', 'assumptionDay', 'allSaintsDay'],
  be: ['womensDay'],
  bb: ['reformationDay'],
  hb: ['reformationDay'],
  hh: ['reformationDay'],
  he: ['corpusChristi'],
  mv: ['womensDay', 'reformationDay'],
  ni: ['reformationDay'],
  nw: ['corpusChristi', 'allSaintsDay'],
  rp: ['corpusChristi', 'allSaintsDay'],
  sl: ['corpusChristi', 'assumptionDay', 'allSaintsDay'],
  sn: ['reformationDay', 'repentanceDay'],
  st: ['epiphany', 'reformationDay'],
  sh: ['reformationDay'],
  th: ['worldChildrensDay', 'reformationDay'],
};

describe('holidaysOf', () => {
  it('gives Bavaria 2024 in date order, with German names', () => {
    expect(listed(2024, 'by')).toEqual([
      '2024-01-01 newYearsDay',
      '2024-01-06 epiphany',
      '2024-03-29 goodFriday',
      '2024-03-31 easterSunday',
      '2024-04-01 easterMonday',
      '2024-05-01 labourDay',
      '2024-05-09 ascensionDay',
      '2024-05-19 whitSunday',
      '2024-05-20 whitMonday',
      '2024-05-30 corpusChristi',
      '2024-08-15 assumptionDay',
      '2024-10-03 germanUnityDay',
      '2024-11-01 allSaintsDay',
      '2024-12-25 christmasDay',
      '2024-12-26 boxingDay',
    ]);
    expect(holidaysOf(2024, 'by').map((h) => h.name)).toContain('Mariä Himmelfahrt');
    expect(holidaysOf(2024, 'by')[13]?.name).toBe('Erster Weihnachtstag');
  });

  it('defaults to Bavaria', () => {
    expect(listed(2024)).toEqual(listed(2024, 'by'));
  });

  it.each(STATE_CODES)('gives %s the nationwide holidays and its own in 2024', (state) => {
    expect(new Set(keysOf(2024, state))).toEqual(new Set([...NATIONWIDE, ...EXTRA_2024[state]]));
  });

  it('keeps both holidays when Ascension falls on 1 May (2008), Labour Day first', () => {
    const onFirstOfMay = holidaysOf(2008, 'nw').filter((h) => h.date.toString() === '2008-05-01');
    expect(onFirstOfMay.map((h) => h.key)).toEqual(['labourDay', 'ascensionDay']);
    expect(holidayOn(dateOf('2008-05-01'), 'nw')?.key).toBe('labourDay');
  });

  it('makes Reformationstag nationwide in 2017 only, once', () => {
    expect(statesWith(2016, 'reformationDay')).toEqual(['bb', 'mv', 'sn', 'st', 'th']);
    expect(statesWith(2017, 'reformationDay')).toEqual([...STATE_CODES]);
    expect(keysOf(2017, 'sn').filter((k) => k === 'reformationDay')).toHaveLength(1);
    expect(statesWith(2018, 'reformationDay')).toEqual(
      ['bb', 'hb', 'hh', 'mv', 'ni', 'sn', 'st', 'sh', 'th'].sort((a, b) =>
        STATE_CODES.indexOf(a as StateCode) < STATE_CODES.indexOf(b as StateCode) ? -1 : 1,
      ),
    );
  });

  it('adds Internationaler Frauentag in Berlin from 2019 and in M-V from 2023', () => {
    expect(statesWith(2018, 'womensDay')).toEqual([]);
    expect(statesWith(2019, 'womensDay')).toEqual(['be']);
    expect(statesWith(2022, 'womensDay')).toEqual(['be']);
    expect(statesWith(2023, 'womensDay')).toEqual(['be', 'mv']);
    expect(holidayOn(dateOf('2023-03-08'), 'mv')?.name).toBe('Internationaler Frauentag');
  });

  it('adds Weltkindertag in Thuringia from 2019', () => {
    expect(statesWith(2018, 'worldChildrensDay')).toEqual([]);
    expect(statesWith(2019, 'worldChildrensDay')).toEqual(['th']);
    expect(holidayOn(dateOf('2019-09-20'), 'th')?.key).toBe('worldChildrensDay');
  });

  it('has the Berlin one-off holidays only in their years', () => {
    const liberation = [2019, 2020, 2021, 2024, 2025, 2026].filter((y) =>
      has(y, 'be', 'liberationDay'),
    );
    expect(liberation).toEqual([2020, 2025]);
    expect(holidayOn(dateOf('2025-05-08'), 'be')?.name).toBe('Tag der Befreiung');
    expect(holidayOn(dateOf('2025-05-08'), 'bb')).toBeNull();
    const uprising = [2027, 2028, 2029, 2053].filter((y) => has(y, 'be', 'uprisingDay'));
    expect(uprising).toEqual([2028]);
    expect(holidayOn(dateOf('2028-06-17'), 'be')?.key).toBe('uprisingDay');
  });

  it('keeps Buß- und Bettag nationwide until 1994 and only in Saxony from 1995', () => {
    expect(statesWith(1994, 'repentanceDay')).toEqual([...STATE_CODES]);
    expect(statesWith(1995, 'repentanceDay')).toEqual(['sn']);
  });

  it.each([
    [2021, '2021-11-17'], // 23 November a Tuesday
    [2022, '2022-11-16'], // a Wednesday: the one a week before
    [2023, '2023-11-22'], // a Thursday: the day before
    [2024, '2024-11-20'], // a Saturday
    [2025, '2025-11-19'], // a Sunday
  ])('puts Buß- und Bettag %i on the Wednesday before 23 November: %s', (year, iso) => {
    expect(
      holidaysOf(year, 'sn')
        .find((h) => h.key === 'repentanceDay')
        ?.date.toString(),
    ).toBe(iso);
  });

  it('starts Heilige Drei Könige in Saxony-Anhalt in 1993 and the Unity Day in 1990', () => {
    expect(has(1992, 'st', 'epiphany')).toBe(false);
    expect(has(1993, 'st', 'epiphany')).toBe(true);
    expect(has(1989, 'by', 'germanUnityDay')).toBe(false);
    expect(has(1990, 'by', 'germanUnityDay')).toBe(true);
  });

  it('counts Fronleichnam and Allerheiligen statewide only where the law does', () => {
    expect(statesWith(2030, 'corpusChristi')).toEqual(['bw', 'by', 'he', 'nw', 'rp', 'sl']);
    expect(statesWith(2030, 'allSaintsDay')).toEqual(['bw', 'by', 'nw', 'rp', 'sl']);
    expect(statesWith(2030, 'assumptionDay')).toEqual(['by', 'sl']);
    expect(statesWith(2030, 'epiphany')).toEqual(['bw', 'by', 'st']);
  });
});

describe('optional holidays (SPEC §9)', () => {
  it('counts them only when enabled', () => {
    expect(has(2024, 'by', 'christmasEve')).toBe(false);
    const all = holidaysOf(2024, 'by', {
      with: ['newYearsEve', 'christmasEve', 'augsburgPeaceFestival'],
    });
    const optional = all.filter((h) =>
      ['augsburgPeaceFestival', 'christmasEve', 'newYearsEve'].includes(h.key),
    );
    expect(optional.map((h) => `${h.date.toString()} ${h.name}`)).toEqual([
      '2024-08-08 Augsburger Hohes Friedensfest',
      '2024-12-24 Heiligabend',
      '2024-12-31 Silvester',
    ]);
    expect(holidaysOf(2024, 'by', { with: [] })).toEqual(holidaysOf(2024, 'by'));
    expect(holidayOn(dateOf('2024-12-31'), 'hh', { with: ['newYearsEve'] })?.key).toBe(
      'newYearsEve',
    );
    expect(holidayOn(dateOf('2024-12-31'), 'hh', { with: ['christmasEve'] })).toBeNull();
  });
});

describe('holidayOn', () => {
  it('finds the holiday of a date or null', () => {
    expect(holidayOn(dateOf('2024-10-03'))?.name).toBe('Tag der Deutschen Einheit');
    expect(holidayOn(dateOf('2024-10-02'))).toBeNull();
    expect(holidayOn(dateOf('2024-10-31'), 'by')).toBeNull();
    expect(holidayOn(dateOf('2024-10-31'), 'sn')?.key).toBe('reformationDay');
    expect(holidayOn(dateOf('2024-12-31'))).toBeNull();
    expect(holidayOn(dateOf('2024-01-01'))?.key).toBe('newYearsDay');
  });

  it('reads a date of another calendar by its ISO day', () => {
    expect(holidayOn(dateOf('2024-10-03').withCalendar('gregory'))?.key).toBe('germanUnityDay');
  });
});

describe('the year range and the memo', () => {
  it('answers for 1583 to 9999 and throws a RangeError outside', () => {
    expect(holidaysOf(1583, 'by').length).toBeGreaterThan(0);
    expect(holidaysOf(9999, 'by').length).toBeGreaterThan(0);
    expect(() => holidaysOf(1582)).toThrow(RangeError);
    expect(() => holidaysOf(10000)).toThrow(RangeError);
    expect(() => holidaysOf(2024.5)).toThrow(RangeError);
    expect(isHolidayYear(2024)).toBe(true);
    expect(isHolidayYear(1582)).toBe(false);
  });

  it('gives frozen lists equal to a fresh computation', () => {
    for (const state of STATE_CODES) {
      const cached = holidaysOf(2031, state, { with: ['christmasEve'] });
      expect(Object.isFrozen(cached)).toBe(true);
      expect(Object.isFrozen(cached[0])).toBe(true);
      expect(holidaysOf(2031, state, { with: ['christmasEve'] })).toBe(cached);
      expect(computeHolidaysOf(2031, state, { with: ['christmasEve'] })).toEqual(cached);
    }
  });
});
