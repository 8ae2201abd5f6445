import type { DeviceOutput } from '../device/device-output';
import { pointsFor } from '../points/points-rule';
import { isSinglePremium } from '../products/product-profile';
import type { ProductType } from '../products/product-type';
import type { Tariff } from '../tariffs/tariff';

/**
 * Points per tariff (SPEC §3 "points"): only a contract closed online earns points, so a tariff
 * without onlineContract shows 0; otherwise pointsFor (the monthly payment; null for sofort, as
 * POST /calculate-points sends it). A payment the rule rejects earns 0.
 */
export const tariffPoints = (
  tariff: Tariff,
  productType: ProductType,
  monthlyPayment: number,
  deviceOutput: DeviceOutput,
): number => {
  if (!tariff.onlineContract) return 0;
  const result = pointsFor({
    productType,
    monthlyPayment: isSinglePremium(productType) ? null : monthlyPayment,
    deviceOutput,
  });
  return result.ok ? result.value : 0;
};
