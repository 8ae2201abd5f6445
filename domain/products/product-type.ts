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

/** The single-premium flow (SPEC §2: 'Sofort-Rente Vergleich', max age 80). */
export const isSinglePremium = (productType: ProductType): boolean => productType === 'sofort';

/** German names for what a user reads. */
export const PRODUCT_TYPE_LABELS: Readonly<Record<ProductType, string>> = {
  ruerup: 'Rürup-Rente',
  riester: 'Riester-Rente',
  schicht3: 'Private Rentenversicherung',
  sofort: 'Sofortrente',
  s3einmalzahlung: 'Private Rentenversicherung gegen Einmalbeitrag',
};
