import { describe, expect, it } from 'vitest';
import {
  euroInputText,
  formValuesOf,
  isAfterDay,
  isoToGerman,
  readEuroAmount,
  readGermanDate,
  readYesNo,
} from '../../../domain/onboarding/form-values';

describe('form values: German amounts, dates and yes/no', () => {
  it.each([
    ['45000', 45000],
    ['45.000', 45000],
    ['1.234,56', 1234.56],
    ['1234,5', 1234.5],
    ['99 €', 99],
    [' 2.400 ', 2400],
    ['0', 0],
  ])('reads %s as %d', (text, amount) => {
    expect(readEuroAmount(text)).toBe(amount);
  });

  it.each(['', 'viel', '45.00', '1,234.56', '-5', '12,345', '1.2345', '4e3'])(
    'refuses %s',
    (text) => {
      expect(readEuroAmount(text)).toBeNull();
    },
  );

  it('writes amounts back the way they are typed', () => {
    expect(euroInputText(45000)).toBe('45.000');
    expect(euroInputText(95.84)).toBe('95,84');
    expect(euroInputText(12.5)).toBe('12,50');
    expect(euroInputText(undefined)).toBe('');
    expect(readEuroAmount(euroInputText(1234567.89))).toBe(1234567.89);
  });

  it('reads yes/no as the codec writes booleans', () => {
    expect(readYesNo('1')).toBe(true);
    expect(readYesNo('0')).toBe(false);
    expect(readYesNo('ja')).toBeNull();
  });

  it('converts German and ISO dates', () => {
    expect(readGermanDate('01.03.2015')).toBe('2015-03-01');
    expect(readGermanDate('1.3.2015')).toBe('2015-03-01');
    expect(readGermanDate('2015-03-01')).toBe('2015-03-01');
    expect(readGermanDate('31.02.2015')).toBeNull();
    expect(isoToGerman('2015-03-01')).toBe('01.03.2015');
    expect(isAfterDay('2026-11-23', { year: 2026, month: 11, day: 22 })).toBe(true);
    expect(isAfterDay('2026-11-22', { year: 2026, month: 11, day: 22 })).toBe(false);
  });

  it('keeps the last value of a field sent twice', () => {
    expect(formValuesOf(new URLSearchParams('a=1&a=2&b=x'))).toEqual({ a: '2', b: 'x' });
  });
});
