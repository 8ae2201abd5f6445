import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PUBLIC_SUPPORT_ELIGIBILITIES } from '../../../domain/application/public-support';
import { contributionScheduleOf } from '../../../domain/comparison/contribution-schedule';
import type { RiesterProfile } from '../../../domain/comparison/projection-input';
import { riesterSummaryOf } from '../../../domain/comparison/search-subsidies';
import { inputArb } from '../../arbitraries/comparison';

const profileArb: fc.Arbitrary<RiesterProfile> = fc.record({
  eligibility: fc.constantFrom(...PUBLIC_SUPPORT_ELIGIBILITIES),
  gross: fc.integer({ min: 0, max: 150_000 }),
  spouseIndirectlyEligible: fc.boolean(),
  childBirthYears: fc.array(fc.integer({ min: 1995, max: 2040 }), { maxLength: 4 }),
  childrenWithoutBirthday: fc.integer({ min: 0, max: 3 }),
});

describe('Riester allowances in the projection', () => {
  it('never exceed the maximum of their year, nor the legal maximum', () => {
    fc.assert(
      fc.property(inputArb, profileArb, fc.integer({ min: 18, max: 62 }), (base, riester, age) => {
        const input = {
          ...base,
          productType: 'riester' as const,
          birthday: { year: 2026 - age, month: 1, day: 2 },
          riester,
        };
        const schedule = contributionScheduleOf(input);
        const children = riester.childBirthYears.length + riester.childrenWithoutBirthday;
        const legalMax = 2 * 175 + 300 * children + 200;
        expect(schedule.riesterYears.length).toBe(Math.ceil(input.months / 12));
        let total = 0;
        for (const year of schedule.riesterYears) {
          expect(year.allowancesPaid).toBeGreaterThanOrEqual(0);
          expect(year.allowancesPaid).toBeLessThanOrEqual(year.maximumAllowances);
          expect(year.maximumAllowances).toBeLessThanOrEqual(legalMax);
          if (year.contractYear > 1)
            expect(year.maximumAllowances).toBeLessThanOrEqual(legalMax - 200);
          total += year.allowancesPaid;
        }
        expect(schedule.allowanceTotal).toBeCloseTo(total, 6);
        const summary = riesterSummaryOf(schedule);
        expect(summary?.firstYear ?? 0).toBeLessThanOrEqual(summary?.firstYearMaximum ?? 0);
      }),
      { numRuns: 80 },
    );
  });
});
