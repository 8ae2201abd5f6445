import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePensionInsurance } from '../../../domain/calculators/pension-insurance-calculator';

const input = fc.record({
  monthly: fc.integer({ min: 0, max: 5_000 }),
  single: fc.integer({ min: 0, max: 500_000 }),
  years: fc.integer({ min: 1, max: 49 }),
  retireAt: fc.integer({ min: 62, max: 70 }),
});

describe('Rentenversicherung-Rechner invariants', () => {
  it('gives more capital and pension at a higher rate, never less than was paid in', () => {
    fc.assert(
      fc.property(input, (i) => {
        const [low, middle, high] = calculatePensionInsurance(i).scenarios;
        const { paid } = calculatePensionInsurance(i);
        expect(low?.capital ?? 0).toBeGreaterThanOrEqual(paid);
        expect(middle?.capital ?? 0).toBeGreaterThanOrEqual(low?.capital ?? 0);
        expect(high?.capital ?? 0).toBeGreaterThanOrEqual(middle?.capital ?? 0);
        expect(high?.monthlyPension ?? 0).toBeGreaterThanOrEqual(middle?.monthlyPension ?? 0);
        expect(middle?.monthlyPension ?? 0).toBeGreaterThanOrEqual(low?.monthlyPension ?? 0);
      }),
    );
  });

  it('gives more capital for one more year of saving', () => {
    fc.assert(
      fc.property(input, (i) => {
        const shorter = calculatePensionInsurance(i).scenarios;
        const longer = calculatePensionInsurance({ ...i, years: i.years + 1 }).scenarios;
        shorter.forEach((s, k) => {
          expect(longer[k]?.capital ?? 0).toBeGreaterThanOrEqual(s.capital);
        });
      }),
    );
  });

  it('pays a higher monthly pension from the same capital when the pension starts later', () => {
    fc.assert(
      fc.property(input, (i) => {
        fc.pre(i.retireAt < 70);
        const earlier = calculatePensionInsurance(i).scenarios;
        const later = calculatePensionInsurance({ ...i, retireAt: i.retireAt + 1 }).scenarios;
        earlier.forEach((s, k) => {
          expect(later[k]?.monthlyPension ?? 0).toBeGreaterThanOrEqual(s.monthlyPension);
        });
      }),
    );
  });
});
