import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { holidaysOf } from '../../../domain/holidays/calendar';
import { HOLIDAY_KEYS } from '../../../domain/holidays/holiday-key';
import { STATE_CODES, type StateCode } from '../../../domain/holidays/state';
import { ALLOWED_DIFFERENCES } from '../../fixtures/holidays/date-holidays-differences';

/** date-holidays names each holiday by its rule in DE.yaml; this maps the rule to our key. */
const KEY_OF_RULE: Readonly<Record<string, string>> = {
  '01-01': 'newYearsDay',
  '01-06': 'epiphany',
  '03-08': 'womensDay',
  '03-08 since 2023': 'womensDay',
  'easter -2': 'goodFriday',
  easter: 'easterSunday',
  'easter 1': 'easterMonday',
  '05-01': 'labourDay',
  '2020-05-08': 'liberationDay',
  '2025-05-08': 'liberationDay',
  'easter 39': 'ascensionDay',
  'easter 49': 'whitSunday',
  'easter 50': 'whitMonday',
  'easter 60': 'corpusChristi',
  '2028-06-17': 'uprisingDay',
  '08-15': 'assumptionDay',
  '09-20': 'worldChildrensDay',
  '10-03': 'germanUnityDay',
  '10-31': 'reformationDay',
  '2017-10-31': 'reformationDay',
  '11-01': 'allSaintsDay',
  'wednesday before 11-23': 'repentanceDay',
  '12-25': 'christmasDay',
  '12-26': 'boxingDay',
};

const FIRST_YEAR = 1995;
const LAST_YEAR = 2100;

/** The differences of one state, as `state date key only in side`, and which allowances they used. */
const differencesOf = (state: StateCode, used: Set<number>): string[] => {
  const unexplained: string[] = [];
  // `types` makes date-holidays skip observances, which keeps this test fast.
  const reference = new Holidays('DE', state.toUpperCase(), { types: ['public'] });
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
    const theirs = new Set(
      reference
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => {
          const key = KEY_OF_RULE[holiday.rule] ?? `unmapped rule "${holiday.rule}"`;
          return `${holiday.date.slice(0, 10)} ${key}`;
        }),
    );
    const ours = new Set(holidaysOf(year, state).map((h) => `${h.date.toString()} ${h.key}`));
    const report = (side: 'ours' | 'theirs', entry: string): void => {
      const key = entry.slice(11);
      const allowed = ALLOWED_DIFFERENCES.findIndex(
        (d) => d.side === side && d.key === key && d.states.includes(state),
      );
      if (allowed < 0) unexplained.push(`${state} ${entry} only in ${side}`);
      else used.add(allowed);
    };
    for (const entry of ours) if (!theirs.has(entry)) report('ours', entry);
    for (const entry of theirs) if (!ours.has(entry)) report('theirs', entry);
  }
  return unexplained;
};

describe('holidaysOf against date-holidays, 1995–2100', () => {
  const used = new Set<number>();

  it.each(STATE_CODES)('differs in %s only where the allow-list says so', (state) => {
    expect(differencesOf(state, used)).toEqual([]);
  });

  it('needs every entry of the allow-list', () => {
    expect([...used].sort()).toEqual(ALLOWED_DIFFERENCES.map((_, index) => index));
  });

  it('maps only to keys the calendar knows', () => {
    for (const key of Object.values(KEY_OF_RULE)) expect(HOLIDAY_KEYS).toContain(key);
  });
});
