import { describe, expect, it } from 'vitest';
import {
  BIRTHDAY_MESSAGES,
  type BirthdayCheck,
  isBirthdayValid,
  NOT_CHECKED,
} from '../../../domain/age/check-birthday';

describe('birthday check state (SPEC §4)', () => {
  it('starts as not yet checked, which counts as valid', () => {
    expect(NOT_CHECKED).toEqual({ state: 'notChecked' });
    expect(isBirthdayValid(NOT_CHECKED)).toBe(true);
  });

  it('is valid when checked valid and invalid when checked invalid', () => {
    const valid: BirthdayCheck = { state: 'valid', birthday: null, age: null };
    const invalid: BirthdayCheck = {
      state: 'invalid',
      reason: 'INVALID',
      kind: 'age/invalid',
      message: BIRTHDAY_MESSAGES.invalid,
    };
    expect(isBirthdayValid(valid)).toBe(true);
    expect(isBirthdayValid(invalid)).toBe(false);
  });

  it('has the three German messages word for word (SPEC §5)', () => {
    expect(BIRTHDAY_MESSAGES.invalid).toBe('Bitte geben Sie ein gültiges Geburtsdatum an');
    expect(BIRTHDAY_MESSAGES.maxAge(62)).toBe('Das Höchstalter beträgt 62 Jahre');
    expect(BIRTHDAY_MESSAGES.maxAge(80)).toBe('Das Höchstalter beträgt 80 Jahre');
    expect(BIRTHDAY_MESSAGES.minAge).toBe('Bitte geben Sie ein Mindestalter von 18 Jahren an');
  });
});
