import type { InvestmentType } from '../products/investment-type';
import { PRODUCT_PROFILES } from '../products/product-profile';
import type { ProductType } from '../products/product-type';
import type { Tariff } from '../tariffs/tariff';

/**
 * The beitragsGarantie (percent) a tariff applies to a request: Riester at least 100 %; sofort
 * none (there is no accumulation to guarantee, the pension is fixed at once); otherwise the
 * lowest level the tariff offers that is at least the request, else its highest level, or the
 * request itself when the tariff lists no levels.
 */
export const guaranteeLevelFor = (
  tariff: Tariff,
  requested: number,
  productType: ProductType,
): number => {
  const profile = PRODUCT_PROFILES[productType];
  if (profile.immediatePayout) return 0;
  const wanted = Math.max(requested, profile.minimumGuarantee ?? 0);
  let chosen: number | null = null;
  let highest: number | null = null;
  for (const level of tariff.beitragsGarantieLevels) {
    if (highest === null || level > highest) highest = level;
    if (level >= wanted && (chosen === null || level < chosen)) chosen = level;
  }
  return chosen ?? highest ?? wanted;
};

/**
 * The share of every payment (and every cost) that goes into the guarantee part, the insurer's
 * cover stock growing at the guaranteed interest; the rest goes into the funds.
 * - klassisch: everything (share 1);
 * - fondsgebunden, hybrid, hybridUndKlassisch: just enough that the guarantee part reaches the
 *   guaranteed level × money paid in at the pension start: share = level × paidIn ÷ the capital
 *   the whole money would reach at the guaranteed interest after costs (at most 1; 0 without a
 *   guarantee). A higher beitragsGarantie so moves money from the funds into the guarantee part.
 */
export const guaranteeShare = (
  investmentType: InvestmentType,
  level: number,
  paidIn: number,
  capitalAtGuaranteedInterest: number,
): number => {
  if (investmentType === 'klassisch') return 1;
  if (level <= 0 || paidIn <= 0) return 0;
  if (capitalAtGuaranteedInterest <= 0) return 1;
  return Math.min(1, ((level / 100) * paidIn) / capitalAtGuaranteedInterest);
};
