import { describe, expect, it } from 'vitest';
import { formatPrice, PRICE_SPACE } from '../../../domain/format/price';

const euro = (text: string): string => text.replace(' €', `${PRICE_SPACE}€`);

describe('formatPrice', () => {
  it.each([
    [1234.56, '1.234,56 €'],
    [0, '0,00 €'],
    [1, '1,00 €'],
    [0.5, '0,50 €'],
    [999.999, '1.000,00 €'],
    [1234567.891, '1.234.567,89 €'],
    [-1234.56, '-1.234,56 €'],
    [-0.5, '-0,50 €'],
  ])('%d → %s', (amount, text) => {
    expect(formatPrice(amount)).toBe(euro(text));
  });

  it('writes a no-break space (U+00A0) before the euro sign', () => {
    expect(formatPrice(12)).toBe('12,00\u00a0€');
    expect(formatPrice(12)).not.toContain(' ');
  });

  it('rounds half away from zero on the number as written (0.005 cases)', () => {
    expect(formatPrice(0.005)).toBe(euro('0,01 €'));
    expect(formatPrice(0.125)).toBe(euro('0,13 €'));
    expect(formatPrice(-0.125)).toBe(euro('-0,13 €'));
    expect(formatPrice(1.005)).toBe(euro('1,01 €')); // toFixed would say 1.00 (binary 1.00499…)
    expect(formatPrice(2.675)).toBe(euro('2,68 €'));
    expect(formatPrice(1.0049)).toBe(euro('1,00 €'));
    expect(formatPrice(-1.005)).toBe(euro('-1,01 €'));
  });

  it('shows no minus sign for zero or amounts that round to zero', () => {
    expect(formatPrice(-0)).toBe(euro('0,00 €'));
    expect(formatPrice(-0.004)).toBe(euro('0,00 €'));
    expect(formatPrice(-0.005)).toBe(euro('-0,01 €'));
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'throws a RangeError for %d',
    (amount) => {
      expect(() => formatPrice(amount)).toThrow(RangeError);
    },
  );
});
