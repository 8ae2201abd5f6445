import type { PageEntry } from '../pages/page-entry';
import { productTypeOfPage } from '../pages/page-product';
import type { ProductType } from '../products/product-type';
import { decodeSearchPairs } from '../search-data/decode';
import { forEachQueryPair } from '../search-data/split-query';
import type { BannerContext } from './campaign-banner';

// SPEC §3: the search data's product type in the URL.
const PRODUCT_TYPE_KEY = 'pt';

/**
 * The product a flow URL searches for (SPEC §3 codec), or null when the query has none or an
 * unreadable one. Only the product pairs are decoded, so a broken value elsewhere in the query
 * (which the step shows as its notice) does not hide the product's banners.
 */
export const searchedProductOf = (query: string): ProductType | null => {
  const pairs: (readonly [string, string])[] = [];
  forEachQueryPair(query, (key, value) => {
    if (key === PRODUCT_TYPE_KEY) pairs.push([key, value]);
    return true;
  });
  if (pairs.length === 0) return null;
  const decoded = decodeSearchPairs(pairs);
  return decoded.ok ? (decoded.value.searchData.productType ?? null) : null;
};

/**
 * SPEC §4: whose year-end banners a page shows. A flow page shows those of the searched product
 * (the URL's `pt`; before the product is chosen, the page's own product); other pages those of
 * their own product (`productTypeOfPage`); error pages none (null). The page path goes along: the
 * personal-data onboarding shows only the year-end banner whatever the product (`bannersFor`).
 */
export const bannerContextOfPage = (page: PageEntry, query: string): BannerContext | null => {
  const own = productTypeOfPage(page);
  if (own === null) return null;
  const productType = page.kind === 'flow' ? (searchedProductOf(query) ?? own) : own;
  return { productType, page: page.path };
};

/** A key that changes exactly when the banner context does (to fetch again after navigation). */
export const bannerContextKey = (context: BannerContext | null): string =>
  context === null ? '' : `${context.productType ?? ''} ${context.page ?? ''}`;
