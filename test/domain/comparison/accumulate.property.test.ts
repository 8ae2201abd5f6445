import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accumulate, accumulateComparison } from '../../../domain/comparison/accumulate';
import { contributionScheduleOf } from '../../../domain/comparison/contribution-schedule';
import { futureValueOf } from '../../../domain/comparison/irr';
import {
  comparisonRatesOf,
  comparisonScenarios,
  SCENARIO,
} from '../../../domain/comparison/projection-scenarios';
import { costsArb, inputArb, NO_COSTS, tariffArb } from '../../arbitraries/comparison';

const close = (a: number, b: number): void => {
  expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(b)));
};

describe('accumulate properties', () => {
  it('the comparison hot path equals the general month-by-month engine', () => {
    fc.assert(
      fc.property(tariffArb(), inputArb, (tariff, input) => {
        const schedule = contributionScheduleOf(input);
        const rates = comparisonRatesOf(tariff);
        const fast = accumulateComparison(schedule, tariff.costs, rates);
        const slow = accumulate(schedule, tariff.costs, comparisonScenarios(tariff));
        slow.capitals.forEach((capital, s) => {
          close(fast.capitals[s] ?? Number.NaN, capital);
        });
        for (const s of [SCENARIO.classic, SCENARIO.fund]) {
          close(fast.costs[s]?.acquisition ?? Number.NaN, slow.costs[s]?.acquisition ?? 0);
          close(fast.costs[s]?.administration ?? Number.NaN, slow.costs[s]?.administration ?? 0);
          close(fast.costs[s]?.fund ?? Number.NaN, slow.costs[s]?.fund ?? 0);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('without costs equals the closed-form value of the payments to the cent', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: -200, max: 800 }), (input, basisPoints) => {
        const rate = basisPoints / 10_000;
        const schedule = contributionScheduleOf(input);
        const run = accumulate(schedule, NO_COSTS, [{ rate, fundCost: 0, withCosts: false }]);
        const closed = futureValueOf(schedule, Math.log1p(rate) / 12);
        expect(Math.abs((run.capitals[0] ?? 0) - closed)).toBeLessThan(0.005);
      }),
      { numRuns: 200 },
    );
  });

  it('charges exactly acquisitionRate × the money paid in as acquisition costs', () => {
    fc.assert(
      fc.property(costsArb, inputArb, (costs, input) => {
        const schedule = contributionScheduleOf(input);
        const run = accumulate(schedule, costs, [{ rate: 0.01, fundCost: 0, withCosts: true }]);
        close(run.costs[0]?.acquisition ?? 0, costs.acquisitionRate * schedule.ownTotal);
      }),
      { numRuns: 100 },
    );
  });
});
