import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ContributionLimits,
  checkContributionLimits,
  contributionLimitsOf,
} from '../../../domain/comparison/contribution-limits';
import { SMALL_CATALOGUE } from '../../fixtures/comparison/small-catalogue';

const LIMITS: ContributionLimits = {
  monthly: { min: 25, max: 5000 },
  oneTime: { min: 5000, max: 1_000_000 },
};
const NBSP = '\u00a0';

describe('contributionLimitsOf', () => {
  it('spans the limits of every tariff serving the product', () => {
    expect(contributionLimitsOf(SMALL_CATALOGUE.tariffs, 'schicht3')).toEqual({
      monthly: { min: 25, max: 2000 },
      oneTime: { min: 5000, max: 500_000 },
    });
  });

  it('has no range where no tariff serves the product', () => {
    expect(contributionLimitsOf([], 'ruerup')).toEqual({ monthly: null, oneTime: null });
  });
});

describe('checkContributionLimits', () => {
  it.each([
    [5, 'monthly'],
    [99_999, 'monthly'],
  ] as const)('refuses %s € a month with the range at the field', (amount, period) => {
    const checked = checkContributionLimits(
      { paymentPeriod: period, monthlyPayment: amount, oneTimePayment: 0 },
      LIMITS,
    );
    expect(checked.ok ? null : checked.error).toEqual({
      kind: 'comparison/contribution-limits',
      message: `Bitte geben Sie einen Beitrag zwischen 25${NBSP}€ und 5.000${NBSP}€ im Monat ein.`,
      field: 'contribution',
    });
  });

  it('names the yearly range for a yearly payment', () => {
    const checked = checkContributionLimits(
      { paymentPeriod: 'yearly', monthlyPayment: 10_000, oneTimePayment: 0 },
      LIMITS,
    );
    expect(checked.ok ? null : checked.error.message).toBe(
      `Bitte geben Sie einen Beitrag zwischen 300${NBSP}€ und 60.000${NBSP}€ im Jahr ein.`,
    );
  });

  it('checks the one-time payment of a one-time or mixed contribution', () => {
    const checked = checkContributionLimits(
      { paymentPeriod: 'mix', monthlyPayment: 100, oneTimePayment: 100 },
      LIMITS,
    );
    expect(checked.ok ? null : checked.error).toEqual({
      kind: 'comparison/one-time-payment-limits',
      message: `Bitte geben Sie einen Einmalbeitrag zwischen 5.000${NBSP}€ und 1.000.000${NBSP}€ ein.`,
      field: 'oneTimePayment',
    });
  });

  it('accepts exactly the amounts some tariff takes (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.double({ min: 0, max: 20_000, noNaN: true }),
        (min, span, amount) => {
          const limits: ContributionLimits = { monthly: { min, max: min + span }, oneTime: null };
          const checked = checkContributionLimits(
            { paymentPeriod: 'monthly', monthlyPayment: amount, oneTimePayment: 0 },
            limits,
          );
          expect(checked.ok).toBe(amount >= min && amount <= min + span);
        },
      ),
    );
  });
});
