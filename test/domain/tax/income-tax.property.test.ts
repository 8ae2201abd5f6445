import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { incomeTax } from '../../../domain/tax/income-tax';
import { TAX_YEARS } from '../../../domain/tax/tax-year';

const year = fc.constantFrom(...TAX_YEARS);
const income = fc.integer({ min: -1_000, max: 3_000_000 });

describe('income tax properties', () => {
  it('never falls when the income rises', () => {
    fc.assert(
      fc.property(
        year,
        income,
        fc.integer({ min: 0, max: 500_000 }),
        fc.boolean(),
        (y, x, d, m) => {
          expect(incomeTax(x + d, y, { married: m })).toBeGreaterThanOrEqual(
            incomeTax(x, y, { married: m }),
          );
        },
      ),
      { numRuns: 2_000 },
    );
  });

  // Marginal rate ≤ 45 %: one more euro of income adds 0 or 1 € after rounding down, so no zone
  // border can hide a jump of 1 € or more.
  it('is continuous: one euro more adds at most one euro of tax (single), two (splitting)', () => {
    fc.assert(
      fc.property(year, income, (y, x) => {
        const step = incomeTax(x + 1, y) - incomeTax(x, y);
        expect(step === 0 || step === 1).toBe(true);
        const joint = incomeTax(x + 1, y, { married: true }) - incomeTax(x, y, { married: true });
        expect([0, 2]).toContain(joint);
      }),
      { numRuns: 2_000 },
    );
  });

  it('never taxes a couple more under splitting than a single person on the same income', () => {
    fc.assert(
      fc.property(year, income, (y, x) => {
        expect(incomeTax(x, y, { married: true })).toBeLessThanOrEqual(incomeTax(x, y));
      }),
      { numRuns: 2_000 },
    );
  });

  it('never exceeds 45 % of the income', () => {
    fc.assert(
      fc.property(year, fc.integer({ min: 1, max: 3_000_000 }), (y, x) => {
        expect(incomeTax(x, y)).toBeLessThanOrEqual(0.45 * x);
      }),
    );
  });
});
