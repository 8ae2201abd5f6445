import type { ProductType } from './product-type';

/**
 * The products in the plural, in running text: „passende Riester-Renten“ (issue 32, finding 11).
 * A file of its own, so the result list's browser code does not carry them.
 */
export const PRODUCT_PLURALS: { readonly [P in ProductType]: string } = {
  ruerup: 'Rürup-Renten',
  riester: 'Riester-Renten',
  schicht3: 'private Rentenversicherungen',
  sofort: 'Sofortrenten',
  s3einmalzahlung: 'private Rentenversicherungen gegen Einmalbeitrag',
};

/**
 * The lead of the personal-data step for the searched product: „… damit wir passende
 * Riester-Renten für Sie finden.“; without a product yet, „Vorsorgetarife“.
 */
export const personalDataLead = (productType: ProductType | undefined): string =>
  `Geben Sie Ihre persönlichen Angaben ein, damit wir passende ${productType === undefined ? 'Vorsorgetarife' : PRODUCT_PLURALS[productType]} für Sie finden.`;
