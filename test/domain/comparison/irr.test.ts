import { describe, expect, it } from 'vitest';
import { accumulate } from '../../../domain/comparison/accumulate';
import { contributionScheduleOf } from '../../../domain/comparison/contribution-schedule';
import { futureValueOf, internalRateOfReturn } from '../../../domain/comparison/irr';
import { inputWith, NO_COSTS } from '../../arbitraries/comparison';

describe('internalRateOfReturn', () => {
  it('finds 5 % for a one-time payment grown by 1.05^10', () => {
    const schedule = contributionScheduleOf(
      inputWith({ months: 120, paymentPeriod: 'oneTime', monthlyPayment: 0, oneTimePayment: 1000 }),
    );
    expect(internalRateOfReturn(schedule, 1000 * 1.05 ** 10)).toBeCloseTo(0.05, 12);
  });

  it('finds the rate of monthly payments, also a negative one', () => {
    const schedule = contributionScheduleOf(inputWith({ months: 360 }));
    for (const rate of [-0.3, -0.02, 0, 0.0167, 0.08, 0.5]) {
      const capital = accumulate(schedule, NO_COSTS, [{ rate, fundCost: 0, withCosts: false }])
        .capitals[0];
      expect(internalRateOfReturn(schedule, capital ?? 0)).toBeCloseTo(rate, 10);
    }
  });

  it('clamps at −99 % and has no rate without a term', () => {
    const schedule = contributionScheduleOf(inputWith({ months: 12 }));
    expect(internalRateOfReturn(schedule, -5)).toBeCloseTo(-0.99, 10);
    const sofort = contributionScheduleOf(
      inputWith({ months: 0, paymentPeriod: 'oneTime', monthlyPayment: 0, oneTimePayment: 10 }),
    );
    expect(internalRateOfReturn(sofort, 10)).toBeNull();
  });

  it('values level payments as the sum of the single months', () => {
    // 3 months of 100 € at e^x a month: 100 (e^{3x} + e^{2x} + e^x).
    const schedule = contributionScheduleOf(inputWith({ months: 3 }));
    const x = 0.01;
    expect(futureValueOf(schedule, x)).toBeCloseTo(
      100 * (Math.exp(3 * x) + Math.exp(2 * x) + Math.exp(x)),
      10,
    );
    expect(futureValueOf(schedule, 0)).toBe(300);
  });
});
