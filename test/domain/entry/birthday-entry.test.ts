import { describe, expect, it } from 'vitest';
import { AGE_LIMITS, BIRTHDAY_MESSAGES } from '../../../domain/age/check-birthday';
import { germanDateOfIso as isoToGermanDate } from '../../../domain/calendar/calendar-day';
import { birthdayInputToIso, checkBirthdayInput } from '../../../domain/entry/birthday-entry';

const TODAY = { year: 2026, month: 3, day: 15 };

describe('birthdayInputToIso', () => {
  it('reads DD.MM.YYYY, D.M.YYYY and ISO dates', () => {
    expect(birthdayInputToIso('17.05.1990')).toBe('1990-05-17');
    expect(birthdayInputToIso(' 1.3.1990 ')).toBe('1990-03-01');
    expect(birthdayInputToIso('1990-05-17')).toBe('1990-05-17');
  });

  it('gives "" for empty input and null for no real date', () => {
    expect(birthdayInputToIso('')).toBe('');
    expect(birthdayInputToIso('  ')).toBe('');
    expect(birthdayInputToIso('..')).toBe('');
    expect(birthdayInputToIso('31.04.1990')).toBeNull();
    expect(birthdayInputToIso('29.02.1991')).toBeNull();
    expect(birthdayInputToIso('29.02.1992')).toBe('1992-02-29');
    expect(birthdayInputToIso('17.05.90')).toBeNull();
    expect(birthdayInputToIso('17.05.19')).toBeNull();
    expect(birthdayInputToIso('17/05/1990')).toBeNull();
    expect(birthdayInputToIso('1990-5-17')).toBeNull();
  });
});

describe('isoToGermanDate', () => {
  it('writes ISO dates as DD.MM.YYYY and leaves other text alone', () => {
    expect(isoToGermanDate('1990-05-07')).toBe('07.05.1990');
    expect(isoToGermanDate('07.05.1990')).toBe('07.05.1990');
    expect(isoToGermanDate('kein Datum')).toBe('kein Datum');
    expect(isoToGermanDate('1990-02-30')).toBe('1990-02-30');
  });
});

describe('checkBirthdayInput (SPEC §4–5)', () => {
  it('accepts an empty input as valid without a date', () => {
    expect(checkBirthdayInput('', 'schicht3', TODAY)).toEqual({
      state: 'valid',
      iso: null,
      age: null,
    });
  });

  it('reports a text that is no date with the invalid message', () => {
    for (const input of ['17.05.', 'abc', '32.01.1990', '1.1.90']) {
      const check = checkBirthdayInput(input, 'schicht3', TODAY);
      expect(check).toMatchObject({ state: 'invalid', reason: 'INVALID' });
      if (check.state === 'invalid') expect(check.message).toBe(BIRTHDAY_MESSAGES.invalid);
    }
  });

  it('max age 62 for the pension insurance, 80 for the single premium', () => {
    const seventy = '15.03.1956';
    expect(checkBirthdayInput(seventy, 'schicht3', TODAY)).toMatchObject({
      state: 'invalid',
      reason: 'MAX_AGE_VIOLATED',
      message: BIRTHDAY_MESSAGES.maxAge(AGE_LIMITS.max),
    });
    expect(checkBirthdayInput(seventy, 'sofort', TODAY)).toEqual({
      state: 'valid',
      iso: '1956-03-15',
      age: 70,
    });
    // 62 is still accepted; 63 (born 15.03.1963 → 63 on 15.03.2026) is not.
    expect(checkBirthdayInput('16.03.1963', 'schicht3', TODAY)).toMatchObject({ age: 62 });
    expect(checkBirthdayInput('15.03.1963', 'schicht3', TODAY)).toMatchObject({
      reason: 'MAX_AGE_VIOLATED',
    });
    expect(checkBirthdayInput('16.03.1945', 'sofort', TODAY)).toMatchObject({ age: 80 });
    expect(checkBirthdayInput('15.03.1945', 'sofort', TODAY)).toMatchObject({
      message: BIRTHDAY_MESSAGES.maxAge(AGE_LIMITS.maxSinglePremium),
    });
  });

  it('minimum age 18 for both products', () => {
    for (const product of ['schicht3', 'sofort'] as const) {
      expect(checkBirthdayInput('16.03.2008', product, TODAY)).toMatchObject({
        reason: 'MIN_AGE_VIOLATED',
        message: BIRTHDAY_MESSAGES.minAge,
      });
      expect(checkBirthdayInput('15.03.2008', product, TODAY)).toMatchObject({ age: 18 });
    }
  });
});
