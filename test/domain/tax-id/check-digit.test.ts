import { describe, expect, it } from 'vitest';
import { taxIdCheckDigit } from '../../../domain/tax-id/check-digit';

describe('taxIdCheckDigit (ISO 7064 MOD 11,10)', () => {
  it.each([
    ['8609574271', 9],
    ['4703689281', 6],
    ['6592997048', 9],
    ['5754928501', 7],
    ['2576813141', 1],
    ['3657426180', 9],
    ['1123456789', 0],
  ])('%s → %i', (firstTen, digit) => {
    expect(taxIdCheckDigit(firstTen)).toBe(digit);
  });

  it('maps a computed 10 to 0', () => {
    // 11 − product = 10 when the last product is 1; 1123456789 is such a case.
    expect(taxIdCheckDigit('1123456789')).toBe(0);
  });

  it.each([[''], ['123456789'], ['12345678901'], ['12345x7890']])(
    'throws on %j (a programming error, not user input)',
    (input) => {
      expect(() => taxIdCheckDigit(input)).toThrow(RangeError);
    },
  );
});
