import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PUBLIC_SUPPORT_ELIGIBILITIES } from '../../../domain/application/public-support';
import { JOB_SITUATIONS } from '../../../domain/products/job-situation';
import { riesterAllowances } from '../../../domain/tax/riester';
import { riesterSubsidy } from '../../../domain/tax/riester-subsidy';

const input = fc.record({
  eligibility: fc.constantFrom(...PUBLIC_SUPPORT_ELIGIBILITIES),
  previousYearIncome: fc.integer({ min: 0, max: 300_000 }),
  childBirthYears: fc.array(fc.integer({ min: 2001, max: 2026 }), { maxLength: 5 }),
  ageAtStartOfYear: fc.option(fc.integer({ min: 16, max: 67 }), { nil: undefined }),
  spouseIndirectlyEligible: fc.boolean(),
});
const contribution = fc.integer({ min: 0, max: 300_000 }).map((c) => c / 100);

describe('Riester properties', () => {
  it('never pays more than the maximum allowances', () => {
    fc.assert(
      fc.property(input, contribution, (i, c) => {
        const r = riesterAllowances({ ...i, ownContribution: c });
        const max = 2 * 175 + 300 * i.childBirthYears.length + 200;
        expect(r.allowancesPaid).toBeGreaterThanOrEqual(0);
        expect(r.allowancesPaid).toBeLessThanOrEqual(r.maximumAllowances);
        expect(r.maximumAllowances).toBeLessThanOrEqual(max);
        if (c >= r.minimumOwnContribution) expect(r.allowancesPaid).toBe(r.maximumAllowances);
      }),
      { numRuns: 1_000 },
    );
  });

  it('never gives fewer allowances for a higher own contribution', () => {
    fc.assert(
      fc.property(input, contribution, contribution, (i, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(
          riesterAllowances({ ...i, ownContribution: high }).allowancesPaid,
        ).toBeGreaterThanOrEqual(riesterAllowances({ ...i, ownContribution: low }).allowancesPaid);
      }),
      { numRuns: 1_000 },
    );
  });

  it('asks an eligible saver at least 60 € and tops allowances up to 4 % capped at 2,100 €', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = riesterAllowances(i);
        if (i.eligibility === 'nein') return;
        expect(r.minimumOwnContribution).toBeGreaterThanOrEqual(60);
        if (i.eligibility === 'unmittelbar') {
          const target = Math.min(Math.round(i.previousYearIncome * 4) / 100, 2_100);
          expect(r.minimumOwnContribution + r.maximumAllowances).toBeCloseTo(
            Math.max(target, 60 + r.maximumAllowances),
            2,
          );
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it('never grants a negative tax benefit', () => {
    const saver = fc.record({
      jobSituation: fc.constantFrom(...JOB_SITUATIONS),
      hasPublicInsurance: fc.boolean(),
    });
    fc.assert(
      fc.property(
        saver,
        fc.option(saver, { nil: undefined }),
        fc.integer({ min: 0, max: 400_000 }),
        fc.constantFrom(2024, 2025, 2026),
        fc.option(contribution, { nil: undefined }),
        (s, spouse, gross, year, c) => {
          const r = riesterSubsidy({
            saver: s,
            spouse,
            gross,
            year,
            childBirthYears: [],
            ownContribution: c,
          });
          expect(r.ok && r.value.taxBenefit >= 0).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
