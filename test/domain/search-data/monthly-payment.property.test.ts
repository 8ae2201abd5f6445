import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyFromYearly } from '../../../domain/search-data/monthly-payment';

describe('monthlyFromYearly (property)', () => {
  it('is exact to the cent for every amount in whole cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 13 }), (cents) => {
        // c/12 cents rounded half up = floor((c + 6) / 12), in exact integer arithmetic.
        expect(monthlyFromYearly(cents / 100)).toBe(Math.floor((cents + 6) / 12) / 100);
      }),
      { numRuns: 3000 },
    );
  });

  it('is exact to the cent for amounts with a third decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (mills) => {
        expect(monthlyFromYearly(mills / 1000)).toBe(Math.floor((mills + 60) / 120) / 100);
      }),
      { numRuns: 3000 },
    );
  });

  it('is odd-symmetric, monotone, and twelve months give back the year within 6 cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 11 }), fc.nat(10 ** 4), (cents, more) => {
        const yearly = cents / 100;
        const monthly = monthlyFromYearly(yearly);
        expect(monthlyFromYearly(-yearly)).toBe(-monthly || 0);
        expect(monthlyFromYearly((cents + more) / 100)).toBeGreaterThanOrEqual(monthly);
        expect(Math.abs(Math.round(monthly * 100) * 12 - cents)).toBeLessThanOrEqual(6);
      }),
      { numRuns: 1000 },
    );
  });
});
