import { INVESTMENT_TYPES, type InvestmentType } from '../products/investment-type';
import { PRODUCT_TYPES, type ProductType } from '../products/product-type';
import { DEATH_BENEFITS_BY_BENEFIT, type DeathBenefitOption } from '../tariffs/death-benefit';
import type { Tariff } from '../tariffs/tariff';

/**
 * What the tariffs serving a product can offer at all (issue 32, finding 3): the investment step
 * shows only the wishes some tariff can meet. Plain JSON (it travels with the contribution limits).
 */
export interface ProductOffer {
  /** The tariffs' investment types, in INVESTMENT_TYPES order. */
  readonly investmentTypes: readonly InvestmentType[];
  /** The highest beitragsGarantie level some tariff offers, percent; null without tariffs. */
  readonly highestGuarantee: number | null;
  /** The death benefits some tariff offers, from the least to the most benefit. */
  readonly deathBenefits: readonly DeathBenefitOption[];
  /** The longest pension guarantee period some tariff's Rentenfaktor table holds; null without tariffs. */
  readonly longestGuaranteePeriod: number | null;
}

const highest = (values: readonly number[]): number | null =>
  values.length === 0 ? null : Math.max(...values);

/** The offer of the tariffs serving a product. */
export const productOfferOf = (
  tariffs: readonly Tariff[],
  productType: ProductType,
): ProductOffer => {
  const serving = tariffs.filter((t) => t.productTypes.includes(productType));
  const types = new Set(serving.map((t) => t.investmentType));
  const benefits = new Set(serving.flatMap((t) => t.deathBenefitOptions));
  return {
    investmentTypes: INVESTMENT_TYPES.filter((type) => types.has(type)),
    highestGuarantee: highest(serving.flatMap((t) => t.beitragsGarantieLevels)),
    deathBenefits: DEATH_BENEFITS_BY_BENEFIT.filter((option) => benefits.has(option)),
    longestGuaranteePeriod: highest(
      serving.flatMap((t) => t.rentenfaktor.map((e) => e.guaranteePeriod)),
    ),
  };
};

/** The offer of every product, computed once per loaded catalogue by the caller. */
export const productOffersOf = (
  tariffs: readonly Tariff[],
): Readonly<Record<ProductType, ProductOffer>> =>
  Object.fromEntries(PRODUCT_TYPES.map((p) => [p, productOfferOf(tariffs, p)])) as Record<
    ProductType,
    ProductOffer
  >;
