import { describe, expect, it } from 'vitest';
import {
  HOLIDAY_KEYS,
  HOLIDAY_NAMES,
  isHolidayKey,
  isOptionalHolidayKey,
  OPTIONAL_HOLIDAY_KEYS,
} from '../../../domain/holidays/holiday-key';

describe('holiday keys and names', () => {
  it('has the 24 keys of the issue, in order of the year', () => {
    expect(HOLIDAY_KEYS.join(' ')).toBe(
      'newYearsDay epiphany womensDay goodFriday easterSunday easterMonday labourDay ' +
        'liberationDay ascensionDay whitSunday whitMonday corpusChristi uprisingDay ' +
        'augsburgPeaceFestival assumptionDay worldChildrensDay germanUnityDay reformationDay ' +
        'allSaintsDay repentanceDay christmasEve christmasDay boxingDay newYearsEve',
    );
  });

  it('names each holiday in German', () => {
    expect(Object.keys(HOLIDAY_NAMES)).toEqual([...HOLIDAY_KEYS]);
    expect(HOLIDAY_NAMES.epiphany).toBe('Heilige Drei Könige');
    expect(HOLIDAY_NAMES.assumptionDay).toBe('Mariä Himmelfahrt');
    expect(HOLIDAY_NAMES.repentanceDay).toBe('Buß- und Bettag');
    expect(HOLIDAY_NAMES.germanUnityDay).toBe('Tag der Deutschen Einheit');
    expect(HOLIDAY_NAMES.uprisingDay).toBe('Jahrestag des Volksaufstands vom 17. Juni 1953');
    expect(HOLIDAY_NAMES.augsburgPeaceFestival).toBe('Augsburger Hohes Friedensfest');
  });

  it('knows the three optional holidays of SPEC §9', () => {
    expect(OPTIONAL_HOLIDAY_KEYS).toEqual(['augsburgPeaceFestival', 'christmasEve', 'newYearsEve']);
    expect(isOptionalHolidayKey('christmasEve')).toBe(true);
    expect(isOptionalHolidayKey('christmasDay')).toBe(false);
    expect(isHolidayKey('christmasDay')).toBe(true);
    expect(isHolidayKey('halloween')).toBe(false);
  });
});
