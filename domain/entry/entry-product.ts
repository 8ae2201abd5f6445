import { isSinglePremium } from '../products/product-profile';
import { isProductType, type ProductType } from '../products/product-type';
import type { ProductCategory } from '../tracking/product-category';

// SPEC §2 "Landing page behaviour": the two products a visitor chooses between.
export const ENTRY_PRODUCTS = ['schicht3', 'sofort'] as const;
export type EntryProduct = (typeof ENTRY_PRODUCTS)[number];

export interface EntryProductCard {
  readonly product: EntryProduct;
  /** SPEC §2: the card's name, word for word. */
  readonly title: string;
  readonly subtitle: string;
}

/** SPEC §2: 'Rentenversicherung' (monthly provision) and the single premium (one-off premium). */
export const ENTRY_PRODUCT_CARDS: readonly EntryProductCard[] = [
  {
    product: 'schicht3',
    title: 'Rentenversicherung',
    subtitle: 'Monatlich für das Alter vorsorgen',
  },
  {
    product: 'sofort',
    title: 'Einmalbeitrag- und Sofort-Rente',
    subtitle: 'Einen Einmalbetrag sicher anlegen',
  },
];

/** The card a product type belongs to: the single premium (sofort) or the pension insurance. */
export const entryProductOf = (productType: ProductType): EntryProduct =>
  isSinglePremium(productType) ? 'sofort' : 'schicht3';

/** A product-type text (query parameter) as a card, or null when it names no product type. */
export const parseEntryProduct = (input: string | null | undefined): EntryProduct | null =>
  isProductType(input) ? entryProductOf(input) : null;

/** A page's default card: single-premium pages (rente-ez) start on the single premium. */
export const defaultEntryProduct = (category: ProductCategory): EntryProduct =>
  category === 'rente-ez' ? 'sofort' : 'schicht3';
