import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { isIsoDate } from '../../../domain/search-data/iso-date';
import { isoDateArb } from '../../arbitraries/search-data';

// The reference: Temporal reads the text as a date, rejecting overflow, and writes it back alike.
const temporalSaysDate = (text: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  try {
    return Temporal.PlainDate.from(text, { overflow: 'reject' }).toString() === text;
  } catch {
    return false;
  }
};

const nearDateArb = fc
  .tuple(
    fc.integer({ min: 0, max: 9999 }),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
  )
  .map(
    ([y, m, d]) =>
      `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
  );

describe('isIsoDate (property)', () => {
  it('accepts every real day', () => {
    fc.assert(fc.property(isoDateArb, (text) => isIsoDate(text)));
  });

  it('agrees with Temporal.PlainDate on near-dates and on any short text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          nearDateArb,
          fc.string({ unit: fc.constantFrom(...'0123456789-'), maxLength: 11 }),
        ),
        (text) => {
          expect(isIsoDate(text)).toBe(temporalSaysDate(text));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
