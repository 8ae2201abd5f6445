import { PRODUCT_PROFILES } from '../products/product-profile';
import type { ProductType } from '../products/product-type';
import type { EntryProduct } from './entry-product';

// SPEC §2 call-to-action steps 2 and 3.
export const SINGLE_PREMIUM_START = '/onboarding-sofort';
export const PERSONAL_DATA_START = '/onboarding-personal-data';

// As the search-data codec writes URLs (SPEC §3): percent-encoded, spaces in job situations as '+'.
const encodeValue = (value: string): string => encodeURIComponent(value).replaceAll('%20', '+');

const queryOf = (pairs: ReadonlyArray<readonly [string, string | null]>): string => {
  const parts = pairs
    .filter((pair): pair is readonly [string, string] => pair[1] !== null && pair[1] !== '')
    .map(([key, value]) => `${key}=${encodeValue(value)}`);
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
};

/**
 * Where the call-to-action leads: the single premium to /onboarding-sofort?birthday=…, any other
 * product to /onboarding-personal-data?jobSituation=…&birthday=…; the birthday as YYYY-MM-DD (the
 * date form of the search-data URLs), empty values left out as the codec does.
 */
export const entryTargetUrl = (input: {
  readonly product: EntryProduct;
  readonly birthday: string | null;
  readonly jobSituation: string | null;
  /** The subsidised product of a Riester or Rürup page, carried as `pt` (SPEC §3 key). */
  readonly pageProduct?: PageProduct | null;
}): string =>
  PRODUCT_PROFILES[input.product].immediatePayout
    ? `${SINGLE_PREMIUM_START}${queryOf([['birthday', input.birthday]])}`
    : `${PERSONAL_DATA_START}${queryOf([
        ['jobSituation', input.jobSituation],
        ['birthday', input.birthday],
        ['pt', input.pageProduct ?? null],
      ])}`;

/** The products a page can hand on beside the two cards: the subsidised ones. */
export type PageProduct = 'riester' | 'ruerup';

/** A page's product as the widget carries it: only Riester and Rürup differ from the cards. */
export const pageProductOf = (productType: ProductType | null): PageProduct | null =>
  productType === null ? null : PRODUCT_PROFILES[productType].subsidy;
