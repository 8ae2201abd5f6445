import {
  type ContributionLimits,
  contributionLimitsOf,
} from '../../domain/comparison/contribution-limits';
import { type ProductOffer, productOffersOf } from '../../domain/comparison/product-offer';
import type { ProductType } from '../../domain/products/product-type';
import { ok, type Result } from '../../domain/result';
import type { Tariff } from '../../domain/tariffs/tariff';
import type { CatalogueLoadError, TariffCataloguePort } from '../tariff-catalogue.port';

/**
 * The contributions the catalogue's tariffs of a product take together (the contribution step),
 * with what they offer at the investment step: worked out once per loaded catalogue.
 */
export const makeContributionLimits = (deps: { readonly catalogue: TariffCataloguePort }) => {
  const offers = new WeakMap<readonly Tariff[], Readonly<Record<ProductType, ProductOffer>>>();
  const offersOf = (tariffs: readonly Tariff[]): Readonly<Record<ProductType, ProductOffer>> => {
    const known = offers.get(tariffs);
    if (known !== undefined) return known;
    const computed = productOffersOf(tariffs);
    offers.set(tariffs, computed);
    return computed;
  };
  return async (
    productType: ProductType,
  ): Promise<Result<ContributionLimits, CatalogueLoadError>> => {
    const catalogue = await deps.catalogue.load();
    if (!catalogue.ok) return catalogue;
    const { tariffs } = catalogue.value;
    return ok({
      ...contributionLimitsOf(tariffs, productType),
      offer: offersOf(tariffs)[productType],
    });
  };
};

/** The use case as the container binds it (adapters/composition/modules/search-use-cases.module.ts). */
export type GetContributionLimits = ReturnType<typeof makeContributionLimits>;
export const GetContributionLimits = Symbol.for('GetContributionLimits');
