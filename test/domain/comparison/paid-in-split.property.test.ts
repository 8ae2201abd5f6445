import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contributionScheduleOf } from '../../../domain/comparison/contribution-schedule';
import { projectTariff } from '../../../domain/comparison/project-tariff';
import type { ProjectionInput } from '../../../domain/comparison/projection-input';
import { yearTableOf } from '../../../domain/comparison/year-table';
import { roundToCents } from '../../../domain/money/cents';
import { inputArb, tariffArb } from '../../arbitraries/comparison';

// A Riester saver: directly eligible, with children born before and after 2008 (§ 85 EStG).
const riesterInputArb: fc.Arbitrary<ProjectionInput> = fc
  .record({
    input: inputArb,
    gross: fc.integer({ min: 0, max: 120_000 }),
    children: fc.array(fc.integer({ min: 2000, max: 2026 }), { maxLength: 3 }),
  })
  .map(({ input, gross, children }) => ({
    ...input,
    productType: 'riester' as const,
    paymentPeriod: 'monthly' as const,
    monthlyPayment: input.monthlyPayment || 50,
    oneTimePayment: 0,
    beitragsGarantie: 100,
    riester: {
      eligibility: 'unmittelbar' as const,
      gross,
      spouseIndirectlyEligible: false,
      childBirthYears: children,
      childrenWithoutBirthday: 0,
    },
  }));

describe('Eingezahlt: own contributions and allowances', () => {
  it('add up to the total paid in, in the projection and in every year of the table', () => {
    fc.assert(
      fc.property(tariffArb(), fc.oneof(inputArb, riesterInputArb), (tariff, input) => {
        const schedule = contributionScheduleOf(input);
        const p = projectTariff(tariff, input, schedule);
        expect(roundToCents(p.ownContributions + p.allowances)).toBe(p.paidIn);
        expect(p.allowances).toBe(roundToCents(schedule.allowanceTotal));
        expect(p.ownContributions).toBe(roundToCents(schedule.ownTotal));
        if (input.riester === null) expect(p.allowances).toBe(0);
        const years = yearTableOf(tariff, input, schedule);
        for (const y of years) {
          expect(roundToCents(y.ownContributions + y.allowances)).toBe(y.paidIn);
          expect(y.allowances).toBeLessThanOrEqual(p.allowances + 0.005);
        }
        const last = years.at(-1);
        if (last !== undefined) expect(last.allowances).toBe(p.allowances);
      }),
      { numRuns: 150 },
    );
  });
});
