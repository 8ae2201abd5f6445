import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruerupMaximumDeductible, ruerupTaxSaving } from '../../../domain/tax/ruerup';
import { RUERUP_MAX_DEDUCTIBLE } from '../../../domain/tax/ruerup-figures';
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

const couple = fc.record({
  gross: fc.integer({ min: 0, max: 500_000 }),
  employee: fc.boolean(),
  spouseEmployee: fc.boolean(),
  year: fc.constantFrom(...TAX_YEARS),
});
const salary = fc.integer({ min: 0, max: 50_000_000 }).map((c) => c / 100);

describe('Rürup Höchstbetrag of spouses (§ 10 Abs. 3 S. 2 EStG) properties', () => {
  it('a higher spouse salary never raises the deductible maximum', () => {
    fc.assert(
      fc.property(couple, salary, salary, (p, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const at = (spouseGross: number): number =>
          ruerupMaximumDeductible({ ...p, married: true, spouseGross, contribution: 0 });
        expect(at(high)).toBeLessThanOrEqual(at(low));
      }),
      { numRuns: 1_000 },
    );
  });

  it('the joint maximum is never negative and never above twice the single Höchstbetrag', () => {
    fc.assert(
      fc.property(couple, salary, contribution, (p, spouseGross, c) => {
        const joint = ruerupTaxSaving({ ...p, married: true, spouseGross, contribution: c });
        expect(joint.maximumDeductible).toBeGreaterThanOrEqual(0);
        expect(joint.maximumDeductible).toBeLessThanOrEqual(2 * RUERUP_MAX_DEDUCTIBLE[p.year]);
        expect(joint.deductible).toBeLessThanOrEqual(joint.maximumDeductible);
        expect(joint.taxSaving).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 1_000 },
    );
  });
});
