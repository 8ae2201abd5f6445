import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../domain/format/price';

/** Reads '-1.234,56 €' back as integer cents. */
const centsOf = (text: string): bigint => {
  const match = /^(-?)([\d.]+),(\d\d)\u00a0€$/.exec(text);
  if (match === null) throw new Error(`not a price: ${text}`);
  const cents = BigInt(match[2]!.replaceAll('.', '') + match[3]!);
  return match[1] === '-' ? -cents : cents;
};

/**
 * Independent oracle: round the shortest decimal form (String(x)) half away from zero, digit by
 * digit on the string — the rule ECMA-402 applies to its decimal input.
 */
const expectedCents = (amount: number): bigint => {
  const [int, frac = ''] = String(Math.abs(amount)).split('.');
  const padded = `${frac}000`;
  let cents = BigInt(`${int}${padded.slice(0, 2)}`);
  if (Number(padded[2]) >= 5) cents += 1n;
  return amount < 0 && cents !== 0n ? -cents : cents;
};

describe('formatPrice properties', () => {
  it('whole cents round-trip exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(centsOf(formatPrice(cents / 100))).toBe(BigInt(cents));
      }),
      { numRuns: 500 },
    );
  });

  it('any amount reads back as its decimal form rounded to the cent', () => {
    const amounts = fc.double({ min: -1e9, max: 1e9, noNaN: true }).filter(
      (x) => Math.abs(x) >= 1e-6 || x === 0, // no exponent form in String(x)
    );
    fc.assert(
      fc.property(amounts, (amount) => {
        const cents = centsOf(formatPrice(amount));
        expect(cents).toBe(expectedCents(amount));
        expect(Math.abs(Number(cents) - amount * 100)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
      { numRuns: 500 },
    );
  });

  it('the thousands dots group the integer part in threes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (euros) => {
        const [integerPart] = formatPrice(euros).split(',');
        expect(integerPart).toMatch(/^\d{1,3}(\.\d{3})*$/);
      }),
      { numRuns: 200 },
    );
  });
});
