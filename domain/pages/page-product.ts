import type { ProductType } from '../products/product-type';
import type { PageEntry } from './page-entry';

const isUnder = (path: string, root: string): boolean =>
  path === root || path.startsWith(`${root}/`);

/**
 * The product a page is about, for its year-end banners (SPEC §4) and the bonus-points example:
 * the single-premium pages sofort, the Riester and Rürup pages their product, every other
 * content, landing and flow page the private pension (schicht3); error and legal pages none.
 */
export const productTypeOfPage = (page: PageEntry): ProductType | null => {
  if (page.kind === 'error' || page.kind === 'legal') return null;
  if (page.productCategory === 'rente-ez') return 'sofort';
  if (isUnder(page.path, '/riester-rente')) return 'riester';
  if (isUnder(page.path, '/ruerup-rente')) return 'ruerup';
  return 'schicht3';
};
