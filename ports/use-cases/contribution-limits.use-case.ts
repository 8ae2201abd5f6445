import {
  type ContributionLimits,
  contributionLimitsOf,
} from '../../domain/comparison/contribution-limits';
import type { ProductType } from '../../domain/products/product-type';
import { ok, type Result } from '../../domain/result';
import type { CatalogueLoadError, TariffCataloguePort } from '../tariff-catalogue.port';

/** The contributions the catalogue's tariffs of a product take together (the contribution step). */
export const makeContributionLimits =
  (deps: { readonly catalogue: TariffCataloguePort }) =>
  async (productType: ProductType): Promise<Result<ContributionLimits, CatalogueLoadError>> => {
    const catalogue = await deps.catalogue.load();
    if (!catalogue.ok) return catalogue;
    return ok(contributionLimitsOf(catalogue.value.tariffs, productType));
  };

/** The use case as the container binds it (adapters/composition/modules/search-use-cases.module.ts). */
export type GetContributionLimits = ReturnType<typeof makeContributionLimits>;
export const GetContributionLimits = Symbol.for('GetContributionLimits');
