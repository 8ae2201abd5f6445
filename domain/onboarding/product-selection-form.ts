import { PRODUCT_TYPES, type ProductType } from '../products/product-type';
import { err, ok, type Result } from '../result';
import type { SearchData } from '../search-data/search-data';
import { type FieldErrors, type FormValues, fieldText } from './form-values';
import { ONBOARDING_MESSAGES } from './onboarding-messages';

/** SPEC §3 product types of the regular onboarding (sofort has its own flow). */
export const REGULAR_PRODUCTS: readonly ProductType[] = ['schicht3', 'riester', 'ruerup'];

/** The product-selection step: one of schicht3, riester, ruerup. */
export const readProductSelection = (values: FormValues): Result<SearchData, FieldErrors> => {
  const chosen = fieldText(values, 'productType');
  const product = PRODUCT_TYPES.find((p) => p === chosen);
  if (product === undefined || !REGULAR_PRODUCTS.includes(product)) {
    return err({ productType: ONBOARDING_MESSAGES.productType });
  }
  return ok({ productType: product });
};
