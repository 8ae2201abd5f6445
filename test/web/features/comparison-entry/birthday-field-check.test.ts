import { describe, expect, it } from 'vitest';
import { BIRTHDAY_MESSAGES } from '../../../../domain/age/check-birthday';
import {
  birthdayFieldCheck,
  messageOf,
} from '../../../../web/features/comparison-entry/birthday-field-check';

const TODAY = { year: 2026, month: 3, day: 15 };

describe('birthdayFieldCheck (SPEC §4: not yet checked counts as valid)', () => {
  it('is not checked while a date is typed and the field not left', () => {
    for (const text of ['', '1', '17.05', '17.05.199']) {
      const check = birthdayFieldCheck({ text, product: 'schicht3', today: TODAY, touched: false });
      expect(check).toEqual({ state: 'notChecked' });
      expect(messageOf(check)).toBeNull();
    }
  });

  it('checks from 10 characters on, or once the field was left', () => {
    expect(
      messageOf(
        birthdayFieldCheck({
          text: '15.03.1956',
          product: 'schicht3',
          today: TODAY,
          touched: false,
        }),
      ),
    ).toBe(BIRTHDAY_MESSAGES.maxAge(62));
    expect(
      birthdayFieldCheck({ text: '15.03.1956', product: 'sofort', today: TODAY, touched: false }),
    ).toMatchObject({ state: 'valid', age: 70 });
    expect(
      messageOf(
        birthdayFieldCheck({ text: '17.05', product: 'sofort', today: TODAY, touched: true }),
      ),
    ).toBe(BIRTHDAY_MESSAGES.invalid);
    // Empty stays valid even after leaving the field.
    expect(
      birthdayFieldCheck({ text: '', product: 'sofort', today: TODAY, touched: true }),
    ).toMatchObject({ state: 'valid', iso: null });
  });
});
