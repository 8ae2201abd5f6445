import { describe, expect, it } from 'vitest';
import { daysInMonth, isIsoDate } from '../../../domain/search-data/iso-date';

describe('isIsoDate', () => {
  it.each([
    '1985-04-12',
    '2024-02-29',
    '2000-02-29',
    '1900-02-28',
    '0000-01-01',
    '9999-12-31',
    '2027-01-31',
    '2027-04-30',
  ])('accepts %s', (text) => {
    expect(isIsoDate(text)).toBe(true);
  });

  it.each([
    '',
    '1985-4-12',
    '85-04-12',
    '1985-04-12 ',
    '1985/04/12',
    '12.04.1985',
    '1985-00-10',
    '1985-13-10',
    '1985-04-00',
    '1985-04-31',
    '2023-02-29',
    '1900-02-29',
    '2100-02-29',
    '+01985-04-12',
    '1985-04-1a',
    '198５-04-12',
    '1985-04-12T00:00',
  ])('rejects %s', (text) => {
    expect(isIsoDate(text)).toBe(false);
  });
});

describe('daysInMonth', () => {
  it('follows the Gregorian leap-year rule', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
  });
});
