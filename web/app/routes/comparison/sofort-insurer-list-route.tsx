import { insurerListLoader, insurerListPage } from './insurer-list-page';

// SPEC §2 /sofort-insurance-list: the insurers of the single-premium products.
export const Component = insurerListPage(true);
export const loader = insurerListLoader(true);
