import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { checkBirthday, checkBirthdayAt } from '../../../domain/age/check-birthday';

const date = (iso: string): Temporal.PlainDate => Temporal.PlainDate.from(iso);
const today = date('2026-05-15');

const invalid = {
  state: 'invalid',
  reason: 'INVALID',
  kind: 'age/invalid',
  message: 'Bitte geben Sie ein gültiges Geburtsdatum an',
};
const tooOld = (n: number): object => ({
  state: 'invalid',
  reason: 'MAX_AGE_VIOLATED',
  kind: 'age/too-old',
  message: `Das Höchstalter beträgt ${n} Jahre`,
});
const tooYoung = {
  state: 'invalid',
  reason: 'MIN_AGE_VIOLATED',
  kind: 'age/too-young',
  message: 'Bitte geben Sie ein Mindestalter von 18 Jahren an',
};

describe('checkBirthday: empty input (SPEC §5)', () => {
  it.each([[''], ['..'], [null], [undefined], ['   '], [' .. ']])(
    'accepts %j as valid without a birthday',
    (input) => {
      expect(checkBirthday(input, 'schicht3', today)).toEqual({
        state: 'valid',
        birthday: null,
        age: null,
      });
    },
  );
});

describe('checkBirthday: format (SPEC §5)', () => {
  it.each([
    ['15.05.1990'],
    ['1990-5-15'],
    ['1990/05/15'],
    ['19900515'],
    ['90-05-15'],
    ['1990-05-15T00:00'],
    ['abc'],
    ['.'],
    ['...'],
    ['1990-13-01'],
    ['1990-04-31'],
    ['1990-00-10'],
    ['1990-02-29'],
    ['+01990-05-15'],
  ])('rejects %j as INVALID', (input) => {
    expect(checkBirthday(input, 'schicht3', today)).toEqual(invalid);
  });

  it('accepts a real ISO date and reports the age', () => {
    expect(checkBirthday('1990-05-15', 'schicht3', today)).toEqual({
      state: 'valid',
      birthday: date('1990-05-15'),
      age: 36,
    });
  });

  it('accepts 29 February of a leap year and ignores surrounding spaces', () => {
    const check = checkBirthday(' 1992-02-29 ', 'riester', today);
    expect(check).toMatchObject({ state: 'valid', age: 34 });
  });

  it('treats a birthday in the future as INVALID, and today as too young', () => {
    expect(checkBirthday('2026-05-16', 'schicht3', today)).toEqual(invalid);
    expect(checkBirthday('2090-01-01', 'sofort', today)).toEqual(invalid);
    expect(checkBirthday('2026-05-15', 'schicht3', today)).toEqual(tooYoung);
  });
});

describe('checkBirthday: age limits (SPEC §5, §9)', () => {
  it('turns valid on the 18th birthday, not the day before', () => {
    expect(checkBirthday('2008-05-16', 'schicht3', today)).toEqual(tooYoung);
    expect(checkBirthday('2008-05-15', 'schicht3', today)).toMatchObject({ age: 18 });
  });

  it('accepts a 62-year-old and rejects on the 63rd birthday', () => {
    for (const product of ['ruerup', 'riester', 'schicht3', 's3einmalzahlung'] as const) {
      expect(checkBirthday('1963-05-16', product, today)).toMatchObject({
        state: 'valid',
        age: 62,
      });
      expect(checkBirthday('1963-05-15', product, today)).toEqual(tooOld(62));
    }
  });

  it('accepts an 80-year-old for sofort and rejects on the 81st birthday', () => {
    expect(checkBirthday('1945-05-16', 'sofort', today)).toMatchObject({ state: 'valid', age: 80 });
    expect(checkBirthday('1945-05-15', 'sofort', today)).toEqual(tooOld(80));
    expect(checkBirthday('1950-05-15', 'sofort', today)).toMatchObject({ age: 76 });
  });

  it('uses the minimum age of 18 for sofort too', () => {
    expect(checkBirthday('2008-05-16', 'sofort', today)).toEqual(tooYoung);
  });

  it('lets someone born on 29 February turn 18 on 1 March in a common year', () => {
    expect(checkBirthday('2008-02-29', 'schicht3', date('2026-02-28'))).toEqual(tooYoung);
    expect(checkBirthday('2008-02-29', 'schicht3', date('2026-03-01'))).toMatchObject({ age: 18 });
  });

  it('lets someone born on 29 February turn 63 on 1 March in a common year', () => {
    expect(checkBirthday('1964-02-29', 'riester', date('2027-02-28'))).toMatchObject({ age: 62 });
    expect(checkBirthday('1964-02-29', 'riester', date('2027-03-01'))).toEqual(tooOld(62));
  });

  it('lets someone born on 29 February turn 81 on 1 March in a common year (sofort)', () => {
    expect(checkBirthday('1944-02-29', 'sofort', date('2025-02-28'))).toMatchObject({ age: 80 });
    expect(checkBirthday('1944-02-29', 'sofort', date('2025-03-01'))).toEqual(tooOld(80));
  });

  it('lets someone born on 29 February grow older on 29 February in a leap year', () => {
    // 18, 63 and 81 years after a leap year are common years, so the leap-year case shows at 60.
    expect(checkBirthday('1964-02-29', 'schicht3', date('2024-02-28'))).toMatchObject({ age: 59 });
    expect(checkBirthday('1964-02-29', 'schicht3', date('2024-02-29'))).toMatchObject({ age: 60 });
  });
});

describe('checkBirthdayAt: the Berlin calendar date of the instant', () => {
  it('takes the Berlin date, not the UTC date, late in the evening', () => {
    // 22:30 UTC on 14 May is 00:30 on 15 May in Berlin (summer time): the 18th birthday has begun.
    const now = Temporal.Instant.from('2026-05-14T22:30:00Z');
    expect(checkBirthdayAt('2008-05-15', 'schicht3', now)).toMatchObject({ age: 18 });
    const before = Temporal.Instant.from('2026-05-14T21:59:59Z');
    expect(checkBirthdayAt('2008-05-15', 'schicht3', before)).toEqual(tooYoung);
  });

  it('uses the winter offset of +01:00 in January', () => {
    expect(
      checkBirthdayAt('2008-01-15', 'schicht3', Temporal.Instant.from('2026-01-14T23:00:00Z')),
    ).toMatchObject({ age: 18 });
    expect(
      checkBirthdayAt('2008-01-15', 'schicht3', Temporal.Instant.from('2026-01-14T22:59:59Z')),
    ).toEqual(tooYoung);
  });
});
