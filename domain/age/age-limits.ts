import type { ProductType } from '../products/product-type';

// SPEC §5, §9: minimum 18; maximum 62 for normal pension products, 80 for the single premium (sofort).
export const AGE_LIMITS = { min: 18, max: 62, maxSinglePremium: 80 } as const;

/** The highest age (in full years) at which a product can still be taken out. */
export const maxAgeFor = (productType: ProductType): number =>
  productType === 'sofort' ? AGE_LIMITS.maxSinglePremium : AGE_LIMITS.max;
