import { describe, expect, it } from 'vitest';
import { STATE_CODES } from '../../../domain/holidays/state';
import {
  compileYear,
  holidayIndexOf,
  optionsMask,
  workdayPrefixOf,
  yearCalendar,
} from '../../../domain/holidays/year-calendar';

describe('yearCalendar', () => {
  it('turns the enabled optional holidays into a bit mask', () => {
    expect(optionsMask(undefined)).toBe(0);
    expect(optionsMask({ with: [] })).toBe(0);
    expect(optionsMask({ with: ['augsburgPeaceFestival'] })).toBe(1);
    expect(optionsMask({ with: ['newYearsEve', 'christmasEve'] })).toBe(6);
    expect(optionsMask({ with: ['christmasDay' as never] })).toBe(0);
  });

  it('memoises exactly what a fresh computation gives, for every state and option set', () => {
    for (const state of STATE_CODES) {
      for (let mask = 0; mask < 8; mask++) {
        const fresh = compileYear(2040, state, mask);
        const cached = yearCalendar(2040, state, mask);
        expect(yearCalendar(2040, state, mask)).toBe(cached);
        expect({
          ...cached,
          holidays: undefined,
          holidayIndex: undefined,
          workdayPrefix: undefined,
        }).toEqual({
          ...fresh,
          holidays: undefined,
          holidayIndex: undefined,
          workdayPrefix: undefined,
        });
      }
    }
  });

  it('indexes holidays and counts workdays over the whole year', () => {
    const calendar = yearCalendar(2024, 'by', 0);
    const index = holidayIndexOf(calendar);
    expect(index[1]).toBe(0); // Neujahr
    expect(index[2]).toBe(-1);
    expect(workdayPrefixOf(calendar)[366]).toBe(250);
    expect(workdayPrefixOf(yearCalendar(2023, 'by', 0))).toHaveLength(366);
  });

  it('rejects an unknown state', () => {
    expect(() => yearCalendar(2024, 'xx' as never, 0)).toThrow(RangeError);
  });
});
