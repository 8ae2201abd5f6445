import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { parseBirthdayInput, parseGermanDate } from '../../../domain/age/german-date';
import { germanDateToIso } from '../../../domain/calendar/calendar-day';

const invalid = {
  ok: false,
  error: { kind: 'age/invalid', message: 'Bitte geben Sie ein gültiges Geburtsdatum an' },
};

describe('parseGermanDate (SPEC §5, §9: DD.MM.YYYY)', () => {
  it('reads DD.MM.YYYY', () => {
    expect(parseGermanDate('15.05.1990')).toEqual({
      ok: true,
      value: Temporal.PlainDate.from('1990-05-15'),
    });
  });

  it('tolerates one-digit day and month and surrounding spaces', () => {
    expect(germanDateToIso('1.3.1990')).toBe('1990-03-01');
    expect(germanDateToIso(' 01.03.1990 ')).toBe('1990-03-01');
  });

  it.each([
    ['15.05.90'],
    ['15.05.01990'],
    ['15-05-1990'],
    ['15.05.1990.'],
    ['1990-05-15'],
    ['..'],
    [''],
    ['31.04.1990'],
    ['29.02.2001'],
    ['00.01.1990'],
    ['01.13.1990'],
    ['123.1.1990'],
  ])('rejects %j', (input) => {
    expect(parseGermanDate(input)).toEqual(invalid);
    expect(germanDateToIso(input)).toBeNull();
  });

  it('accepts 29 February of a leap year', () => {
    expect(germanDateToIso('29.02.2000')).toBe('2000-02-29');
  });
});

describe('parseBirthdayInput', () => {
  it('keeps an ISO date', () => {
    expect(parseBirthdayInput('1990-05-15')).toBe('1990-05-15');
    expect(parseBirthdayInput(' 1990-05-15 ')).toBe('1990-05-15');
  });

  it('converts a German date to ISO', () => {
    expect(parseBirthdayInput('15.05.1990')).toBe('1990-05-15');
    expect(parseBirthdayInput('5.1.1960')).toBe('1960-01-05');
  });

  it('returns anything else unchanged for checkBirthday to judge', () => {
    expect(parseBirthdayInput('..')).toBe('..');
    expect(parseBirthdayInput('')).toBe('');
    expect(parseBirthdayInput('31.02.1990')).toBe('31.02.1990');
    expect(parseBirthdayInput('1990-02-30')).toBe('1990-02-30');
    expect(parseBirthdayInput('gestern')).toBe('gestern');
  });
});
