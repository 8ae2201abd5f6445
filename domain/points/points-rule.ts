import type { DeviceOutput } from '../device/device-output';
import { isAppOutput } from '../device/device-output';
import type { ProductType } from '../products/product-type';
import { err, ok, type Result } from '../result';

/**
 * The bonus points a contract earns (SPEC §3 "points", §7 POST /calculate-points). The spec names
 * the call but not the rule; this is the portal's own, kept simple and explainable:
 * - a product with a monthly contribution (ruerup, riester, schicht3) earns its base points plus
 *   one point per full 10 € of yearly contribution (monthlyPayment × 12), counted in whole cents
 *   and capped at {@link MAX_CONTRIBUTION_POINTS} (a yearly contribution of 30 000 €);
 * - a single-premium product (sofort, s3einmalzahlung) earns a fixed amount; a monthly payment
 *   sent along is ignored (SPEC §7: monthlyPayment is null for sofort);
 * - a contract taken out in the provider's app (deviceOutput app or tabletapp) earns
 *   {@link APP_BONUS_POINTS} more.
 * Points are whole numbers, never negative, and never fall when the contribution rises.
 */
export const BASE_POINTS: Readonly<Record<ProductType, number>> = {
  ruerup: 500,
  riester: 300,
  schicht3: 400,
  sofort: 750,
  s3einmalzahlung: 750,
};

/** Products whose points do not depend on a monthly contribution. */
export const SINGLE_PREMIUM_PRODUCTS: readonly ProductType[] = ['sofort', 's3einmalzahlung'];

/** One point per this many cents of yearly contribution (10 €). */
export const CENTS_PER_POINT = 1000;

/** The contribution points stop growing at a yearly contribution of 30 000 €. */
export const MAX_CONTRIBUTION_POINTS = 3000;

export const APP_BONUS_POINTS = 100;

/** The highest monthly contribution the rule accepts, in euros. */
export const MAX_MONTHLY_PAYMENT = 100_000;

export interface PointsInput {
  readonly productType: ProductType;
  /** Euros per month; null for single-premium products. */
  readonly monthlyPayment: number | null;
  readonly deviceOutput: DeviceOutput;
}

export interface PointsError {
  readonly kind: 'points/monthly-payment';
  readonly message: string;
}

export const POINTS_MESSAGES = {
  missing: 'Bitte geben Sie einen monatlichen Beitrag an.',
  range: 'Der monatliche Beitrag muss zwischen 0 und 100.000 Euro liegen.',
} as const;

const paymentError = (message: string): Result<never, PointsError> =>
  err({ kind: 'points/monthly-payment', message });

/** The points for a contract, or why the monthly payment cannot be used. */
export const pointsFor = (input: PointsInput): Result<number, PointsError> => {
  const appBonus = isAppOutput(input.deviceOutput) ? APP_BONUS_POINTS : 0;
  const base = BASE_POINTS[input.productType] + appBonus;
  if (SINGLE_PREMIUM_PRODUCTS.includes(input.productType)) return ok(base);

  const payment = input.monthlyPayment;
  if (payment === null) return paymentError(POINTS_MESSAGES.missing);
  if (!Number.isFinite(payment) || payment < 0 || payment > MAX_MONTHLY_PAYMENT) {
    return paymentError(POINTS_MESSAGES.range);
  }
  // Whole cents first, so 0.1 + 0.2 style float noise never costs a point.
  const yearlyCents = Math.round(payment * 100) * 12;
  const contributionPoints = Math.min(
    Math.floor(yearlyCents / CENTS_PER_POINT),
    MAX_CONTRIBUTION_POINTS,
  );
  return ok(base + contributionPoints);
};
