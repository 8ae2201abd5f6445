import { insurerListLoader, insurerListPage } from './insurer-list-page';

// SPEC §2 /insurance-list: the insurers of the regular-premium products.
export const Component = insurerListPage(false);
export const loader = insurerListLoader(false);
