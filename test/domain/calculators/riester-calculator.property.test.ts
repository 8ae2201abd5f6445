import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateRiester, SPOUSE_CHOICES } from '../../../domain/calculators/riester-calculator';
import { RIESTER } from '../../../domain/tax/riester-figures';

const input = fc.record({
  gross: fc.integer({ min: 0, max: 300_000 }),
  olderChildren: fc.integer({ min: 0, max: 4 }),
  youngerChildren: fc.integer({ min: 0, max: 4 }),
  spouse: fc.constantFrom(...SPOUSE_CHOICES),
  contribution: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: null }),
});
const year = fc.constantFrom(2024, 2025, 2026 as const);

describe('Riester-Rechner invariants', () => {
  it('keeps the Mindesteigenbeitrag between the Sockelbetrag and the cap less allowances', () => {
    fc.assert(
      fc.property(input, year, (i, y) => {
        const r = calculateRiester(i, y);
        if (!r.ok) throw new Error(r.error.message);
        const { minimumOwnContribution, maximumAllowances } = r.value.subsidy;
        expect(minimumOwnContribution).toBeGreaterThanOrEqual(RIESTER.baseContribution);
        expect(minimumOwnContribution).toBeLessThanOrEqual(
          Math.max(RIESTER.baseContribution, RIESTER.maxDeductible - maximumAllowances),
        );
      }),
    );
  });

  it('never pays more allowances than the full ones, nor a negative tax benefit', () => {
    fc.assert(
      fc.property(input, year, (i, y) => {
        const r = calculateRiester(i, y);
        if (!r.ok) throw new Error(r.error.message);
        const s = r.value.subsidy;
        expect(s.allowancesPaid).toBeLessThanOrEqual(s.maximumAllowances);
        expect(s.taxBenefit).toBeGreaterThanOrEqual(0);
        expect(r.value.support).toBeCloseTo(s.allowancesPaid + s.taxBenefit, 2);
      }),
    );
  });

  it('gives at least as much support for a higher own contribution', () => {
    fc.assert(
      fc.property(input, year, fc.integer({ min: 0, max: 2_000 }), (i, y, more) => {
        const low = i.contribution ?? 0;
        const a = calculateRiester({ ...i, contribution: low }, y);
        const b = calculateRiester({ ...i, contribution: low + more }, y);
        if (!a.ok || !b.ok) throw new Error('unexpected error');
        expect(b.value.support).toBeGreaterThanOrEqual(a.value.support - 0.01);
      }),
    );
  });
});
