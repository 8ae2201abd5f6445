import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruerupTaxSaving } from '../../../domain/tax/ruerup';
import { TAX_YEARS } from '../../../domain/tax/tax-year';

const profile = fc.record({
  gross: fc.integer({ min: 0, max: 500_000 }),
  employee: fc.boolean(),
  married: fc.boolean(),
  year: fc.constantFrom(...TAX_YEARS),
});
const contribution = fc.integer({ min: 0, max: 8_000_000 }).map((c) => c / 100);

describe('Rürup properties', () => {
  it('never saves a negative amount and never deducts more than allowed or paid', () => {
    fc.assert(
      fc.property(profile, contribution, (p, c) => {
        const r = ruerupTaxSaving({ ...p, contribution: c });
        expect(r.taxSaving).toBeGreaterThanOrEqual(0);
        expect(r.deductible).toBeLessThanOrEqual(r.maximumDeductible);
        expect(r.deductible).toBeLessThanOrEqual(c);
        expect(r.taxSaving).toBeLessThanOrEqual(Math.ceil(0.45 * r.deductible) + 1);
      }),
      { numRuns: 1_000 },
    );
  });

  it('saves more (or the same) for a higher contribution, and nothing more above the cap', () => {
    fc.assert(
      fc.property(profile, contribution, contribution, (p, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const lowSaving = ruerupTaxSaving({ ...p, contribution: low });
        const highSaving = ruerupTaxSaving({ ...p, contribution: high });
        expect(highSaving.taxSaving).toBeGreaterThanOrEqual(lowSaving.taxSaving);
        if (low >= lowSaving.maximumDeductible) expect(highSaving).toEqual(lowSaving);
      }),
      { numRuns: 1_000 },
    );
  });
});
