import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { projectTariff } from '../../../domain/comparison/project-tariff';
import type { TariffCosts } from '../../../domain/tariffs/tariff';
import { costsArb, inputArb, NO_COSTS, tariffArb } from '../../arbitraries/comparison';

const RUNS = { numRuns: 150 };

describe('projectTariff properties', () => {
  it('never gives less pension for more contribution', () => {
    fc.assert(
      fc.property(
        tariffArb(),
        inputArb,
        fc.integer({ min: 1, max: 50_000 }),
        (tariff, input, more) => {
          const bigger = {
            ...input,
            monthlyPayment: input.monthlyPayment > 0 ? input.monthlyPayment + more / 100 : 0,
            oneTimePayment: input.oneTimePayment > 0 ? input.oneTimePayment + more : 0,
          };
          const a = projectTariff(tariff, input);
          const b = projectTariff(tariff, bigger);
          expect(b.projectedPension).toBeGreaterThanOrEqual(a.projectedPension);
          expect(b.guaranteedPension).toBeGreaterThanOrEqual(a.guaranteedPension);
        },
      ),
      RUNS,
    );
  });

  it('never gives a higher projected pension for a higher guarantee at equal costs', () => {
    const levels = fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }));
    fc.assert(
      fc.property(tariffArb(), inputArb, levels, (tariff, input, [x, y]) => {
        const [low, high] = x <= y ? [x, y] : [y, x];
        const a = projectTariff(tariff, { ...input, beitragsGarantie: low });
        const b = projectTariff(tariff, { ...input, beitragsGarantie: high });
        // Where the guarantee floor itself is the projected capital, the guarantee pays out.
        fc.pre(b.projectedCapital > b.guaranteedCapital);
        expect(b.beitragsGarantie).toBeGreaterThanOrEqual(a.beitragsGarantie);
        expect(b.projectedPension).toBeLessThanOrEqual(a.projectedPension);
      }),
      RUNS,
    );
  });

  it('never gives more pension with higher costs', () => {
    const raise = fc.record({
      acquisitionRate: fc.integer({ min: 0, max: 25 }),
      premiumRate: fc.integer({ min: 0, max: 50 }),
      balanceRate: fc.integer({ min: 0, max: 30 }),
      fixedPerYear: fc.integer({ min: 0, max: 40 }),
      fundTer: fc.integer({ min: 0, max: 50 }),
    });
    fc.assert(
      fc.property(tariffArb(), inputArb, raise, (tariff, input, r) => {
        const c = tariff.costs;
        const higher: TariffCosts = {
          acquisitionRate: c.acquisitionRate + r.acquisitionRate / 1000,
          premiumRate: c.premiumRate + r.premiumRate / 1000,
          balanceRate: c.balanceRate + r.balanceRate / 10_000,
          fixedPerYear: c.fixedPerYear + r.fixedPerYear,
          fundTer: Math.min(0.015, c.fundTer + r.fundTer / 10_000),
        };
        const a = projectTariff(tariff, input);
        const b = projectTariff({ ...tariff, costs: higher }, input);
        const free = projectTariff({ ...tariff, costs: NO_COSTS }, input);
        expect(b.projectedPension).toBeLessThanOrEqual(a.projectedPension);
        expect(b.guaranteedPension).toBeLessThanOrEqual(a.guaranteedPension);
        expect(a.projectedPension).toBeLessThanOrEqual(free.projectedPension);
      }),
      RUNS,
    );
  });

  it('has Effektivkosten 0 without costs and above 0 with costs', () => {
    const charged = costsArb.map((c) => ({ ...c, premiumRate: Math.max(c.premiumRate, 0.01) }));
    fc.assert(
      fc.property(tariffArb(), tariffArb(charged), inputArb, (free, costly, input) => {
        expect(projectTariff({ ...free, costs: NO_COSTS }, input).effectiveCosts).toBe(0);
        expect(projectTariff(costly, input).effectiveCosts).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it('never guarantees more than it projects', () => {
    fc.assert(
      fc.property(tariffArb(), inputArb, (tariff, input) => {
        const p = projectTariff(tariff, input);
        expect(p.guaranteedCapital).toBeLessThanOrEqual(p.projectedCapital);
        expect(p.guaranteedPension).toBeLessThanOrEqual(p.projectedPension);
        expect(p.guaranteeShare).toBeGreaterThanOrEqual(0);
        expect(p.guaranteeShare).toBeLessThanOrEqual(1);
      }),
      RUNS,
    );
  });
});
