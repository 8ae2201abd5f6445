import { formatEuroFigure } from '../format/figure';
import type { PaymentPeriod } from '../products/payment-period';
import type { ProductType } from '../products/product-type';
import { err, ok, type Result } from '../result';
import type { Tariff } from '../tariffs/tariff';
import { type ComparisonInputError, inputError } from './comparison-input-error';
import type { ProductOffer } from './product-offer';

/** The lowest and highest amount some tariff accepts (euros). */
export interface AmountRange {
  readonly min: number;
  readonly max: number;
}

/**
 * What the tariffs serving a product accept together: the lowest minimum and the highest
 * maximum of their limits, per month and once. null where no tariff takes such a payment.
 */
export interface ContributionLimits {
  readonly monthly: AmountRange | null;
  readonly oneTime: AmountRange | null;
  /** What the tariffs offer at the investment step (the catalogue's use case adds it). */
  readonly offer?: ProductOffer;
}

const rangeOf = (mins: readonly number[], maxes: readonly number[]): AmountRange | null => {
  const max = Math.max(...maxes);
  // A maximum of 0 means the tariffs take no such payment (Riester has no one-time payment).
  if (maxes.length === 0 || max <= 0) return null;
  return { min: Math.min(...mins), max };
};

/** The catalogue's limits for a product: the span of every serving tariff's limits. */
export const contributionLimitsOf = (
  tariffs: readonly Tariff[],
  productType: ProductType,
): ContributionLimits => {
  const limits = tariffs.filter((t) => t.productTypes.includes(productType)).map((t) => t.limits);
  return {
    monthly: rangeOf(
      limits.map((l) => l.minMonthlyPayment),
      limits.map((l) => l.maxMonthlyPayment),
    ),
    oneTime: rangeOf(
      limits.map((l) => l.minOneTimePayment),
      limits.map((l) => l.maxOneTimePayment),
    ),
  };
};

/** The contribution a customer typed, per the period it was typed for. */
export interface TypedContribution {
  readonly paymentPeriod: PaymentPeriod;
  /** The regular amount per month (a yearly payment as its twelfth, SPEC §3). */
  readonly monthlyPayment: number;
  readonly oneTimePayment: number;
}

const euro = formatEuroFigure;

/** German messages naming the range every tariff of the product leaves open together. */
export const contributionLimitMessages = {
  monthly: (r: AmountRange): string =>
    `Bitte geben Sie einen Beitrag zwischen ${euro(r.min)} und ${euro(r.max)} im Monat ein.`,
  yearly: (r: AmountRange): string =>
    `Bitte geben Sie einen Beitrag zwischen ${euro(r.min * 12)} und ${euro(r.max * 12)} im Jahr ein.`,
  oneTime: (r: AmountRange): string =>
    `Bitte geben Sie einen Einmalbeitrag zwischen ${euro(r.min)} und ${euro(r.max)} ein.`,
  noOneTime: 'Für dieses Produkt ist kein Einmalbeitrag möglich.',
} as const;

const outside = (amount: number, range: AmountRange): boolean =>
  amount < range.min || amount > range.max;

export type ContributionLimitField = 'contribution' | 'oneTimePayment';

/**
 * A contribution no tariff of the product accepts: the regular payment (per month; a yearly
 * payment as its twelfth) outside every tariff's monthly limits, or the one-time payment outside
 * every tariff's one-time limits. Inside the span a single tariff may still refuse it: that is
 * its pay-in error on the list (SPEC §3), not an input error.
 */
export const checkContributionLimits = (
  contribution: TypedContribution,
  limits: ContributionLimits,
): Result<null, ComparisonInputError & { readonly field: ContributionLimitField }> => {
  const { paymentPeriod: period } = contribution;
  if (period !== 'oneTime' && limits.monthly !== null) {
    if (outside(contribution.monthlyPayment, limits.monthly)) {
      const message =
        period === 'yearly'
          ? contributionLimitMessages.yearly(limits.monthly)
          : contributionLimitMessages.monthly(limits.monthly);
      return err({
        ...inputError('comparison/contribution-limits', message),
        field: 'contribution',
      });
    }
  }
  if (period === 'oneTime' || period === 'mix') {
    const message =
      limits.oneTime === null
        ? contributionLimitMessages.noOneTime
        : outside(contribution.oneTimePayment, limits.oneTime)
          ? contributionLimitMessages.oneTime(limits.oneTime)
          : null;
    if (message !== null) {
      return err({
        ...inputError('comparison/one-time-payment-limits', message),
        field: 'oneTimePayment',
      });
    }
  }
  return ok(null);
};
