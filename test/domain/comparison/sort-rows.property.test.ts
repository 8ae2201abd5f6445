import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ComparisonRow } from '../../../domain/comparison/comparison-row';
import {
  compareRows,
  SORT_ORDERS,
  sortOrderOf,
  sortRows,
} from '../../../domain/comparison/sort-rows';

// Few distinct values, so ties (and equal rows) are common.
const rowArb: fc.Arbitrary<ComparisonRow> = fc
  .record({
    tariffId: fc.constantFrom('a', 'b', 'c', 'd'),
    projected: fc.integer({ min: 0, max: 3 }),
    guaranteed: fc.integer({ min: 0, max: 3 }),
    effectiveCosts: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
    grade: fc.constantFrom(1.2, 2.0, 2.5),
    payInError: fc.constantFrom(null, null, 'paymentMinError' as const),
    mismatch: fc.boolean(),
  })
  .map((r) => ({
    tariffId: r.tariffId,
    insurerId: 1,
    insurerName: 'x',
    tariffName: 'y',
    monthlyContribution: 100,
    oneTimePayment: 0,
    guaranteedPension: r.guaranteed * 10,
    projectedPension: r.projected * 10,
    capitalAtRetirement: 0,
    guaranteedCapital: 0,
    effectiveCosts: r.effectiveCosts === null ? null : r.effectiveCosts / 10,
    grade: r.grade,
    points: 0,
    payInError: r.payInError,
    riesterAllowances: null,
    ruerupTaxSaving: null,
    assumedReturns: { fund: 0.06, guaranteePart: null },
    beitragsGarantie: 0,
    investmentType: 'fondsgebunden',
    wishMismatches: r.mismatch ? (['beitragsGarantie'] as const) : [],
  }));

const sortedByArb = fc.oneof(fc.constantFrom(...SORT_ORDERS), fc.string(), fc.constant(undefined));

describe('sortRows properties', () => {
  it('is a permutation, ordered, and stable', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 25 }), sortedByArb, (rows, sortedBy) => {
        const sorted = sortRows(rows, sortedBy);
        // Permutation: the very same row objects, each once.
        expect(sorted).toHaveLength(rows.length);
        expect(new Set(sorted)).toEqual(new Set(rows));
        const order = sortOrderOf(sortedBy);
        for (let i = 1; i < sorted.length; i++) {
          const a = sorted[i - 1]!;
          const b = sorted[i]!;
          expect(compareRows(order, a, b)).toBeLessThanOrEqual(0);
          // Stable: rows that compare equal keep their input order.
          if (compareRows(order, a, b) === 0) expect(rows.indexOf(a)).toBeLessThan(rows.indexOf(b));
          // Pay-in errors last.
          if (a.payInError !== null) expect(b.payInError).not.toBeNull();
          // Among the same pay-in state, tariffs short of the wishes after those meeting them.
          if (a.payInError === b.payInError && a.wishMismatches.length > 0) {
            expect(b.wishMismatches.length).toBeGreaterThan(0);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('orders by the primary key of each sort order', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 25 }), (rows) => {
        const clean = rows.filter((r) => r.payInError === null && r.wishMismatches.length === 0);
        const check = (order: string, key: (r: ComparisonRow) => number): void => {
          const values = sortRows(clean, order).map(key);
          expect(values).toEqual([...values].sort((x, y) => x - y));
        };
        check('projectedPension', (r) => -r.projectedPension);
        check('guaranteedPension', (r) => -r.guaranteedPension);
        check('effectiveCosts', (r) => r.effectiveCosts ?? Number.MAX_VALUE);
        check('grade', (r) => r.grade);
      }),
      { numRuns: 300 },
    );
  });
});
