import { titleForCategory } from '../pages/page-rules';
import { PRODUCT_PROFILES } from '../products/product-profile';
import type { ProductType } from '../products/product-type';
import { productCategoryOf } from '../tracking/product-category';

/** What the result list shows for a product: a Sofortrente has no saving phase to show. */
export interface ResultPresentation {
  /** SPEC §1: 'Sofort-Rente Vergleich' for the single-premium flow, else 'Rentenversicherung Vergleich'. */
  readonly title: string;
  /** The capital at pension start: for a Sofortrente it is the premium itself, nothing projected. */
  readonly showsCapital: boolean;
  /** beitragsGarantie belongs to the saving phase; an immediate annuity pays from the start. */
  readonly showsBeitragsGarantie: boolean;
  /** The filters about funds (ETF choice, green funds, fund sustainability, Kapitalschutz). */
  readonly showsFundFilters: boolean;
}

/** The filter keys (SPEC §3) that are about the funds of a saving phase. */
export const FUND_FILTER_KEYS: readonly string[] = ['pes', 'pgfs', 'isf', 'cp'];

export const resultPresentationOf = (productType: ProductType | undefined): ResultPresentation => {
  const immediate = productType !== undefined && PRODUCT_PROFILES[productType].immediatePayout;
  return {
    title: titleForCategory(productCategoryOf(productType ?? 'schicht3')),
    showsCapital: !immediate,
    showsBeitragsGarantie: !immediate,
    showsFundFilters: !immediate,
  };
};
