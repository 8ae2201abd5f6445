import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withBirthdayDots } from '../../../domain/entry/birthday-typing';

const typeIn = (text: string): string =>
  [...text].reduce((value, char) => withBirthdayDots(value, value + char, true), '');

describe('withBirthdayDots (properties)', () => {
  it('eight digits typed in a row become DD.MM.YYYY', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), (digits) => {
        expect(typeIn(digits)).toBe(
          `${digits.slice(0, 2)}.${digits.slice(2, 4)}.${digits.slice(4)}`,
        );
      }),
      { numRuns: 200 },
    );
  });

  it('never drops or reorders a typed digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\d.]{0,12}$/), (text) => {
        expect(typeIn(text).replaceAll('.', '')).toBe(text.replaceAll('.', ''));
      }),
      { numRuns: 300 },
    );
  });
});
