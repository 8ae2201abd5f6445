import { isOneOf } from '../value-set';

// SPEC §1, §3: the tariff types.
export const PRODUCT_TYPES = [
  'ruerup',
  'riester',
  'schicht3',
  'sofort',
  's3einmalzahlung',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const isProductType = (input: unknown): input is ProductType =>
  isOneOf(PRODUCT_TYPES, input);
