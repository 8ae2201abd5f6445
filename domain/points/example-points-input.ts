import type { DeviceOutput } from '../device/device-output';
import type { ProductType } from '../products/product-type';
import { type PointsInput, SINGLE_PREMIUM_PRODUCTS } from './points-rule';

/**
 * The monthly contribution the account menu's bonus-points display assumes before the visitor
 * has chosen one: 100 € a month (our choice; the spec does not name the display's input).
 */
export const EXAMPLE_MONTHLY_PAYMENT = 100;

/** SPEC §7 POST /calculate-points input for the display: monthlyPayment null for single premiums. */
export const examplePointsInput = (
  productType: ProductType,
  deviceOutput: DeviceOutput,
): PointsInput => ({
  productType,
  monthlyPayment: SINGLE_PREMIUM_PRODUCTS.includes(productType) ? null : EXAMPLE_MONTHLY_PAYMENT,
  deviceOutput,
});
