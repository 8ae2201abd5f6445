import { PRODUCT_PROFILES } from '../products/product-profile';
import type { ProductType } from '../products/product-type';
import { isOneOf } from '../value-set';

// SPEC §3: tracking product categories — rente, rente-ez (single premium),
// avmix (retirement provision mix), rlc (pension-gap check).
export const PRODUCT_CATEGORIES = ['rente', 'rente-ez', 'avmix', 'rlc'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export const isProductCategory = (input: unknown): input is ProductCategory =>
  isOneOf(PRODUCT_CATEGORIES, input);

/** The tracking category of a tariff type: both single-premium types are rente-ez. */
export const productCategoryOf = (productType: ProductType): ProductCategory =>
  PRODUCT_PROFILES[productType].singlePremium ? 'rente-ez' : 'rente';
