import type { ProductCategory } from './product-category';

// SPEC §9: tracking site ids.
export const TRACKING_SITE_IDS = { general: 57, pension: 136, pensionGap: 202 } as const;

// SPEC §9: action ids — 1352 for the normal products, 2305 for the pension(-gap) check.
export const TRACKING_ACTION_IDS = { normal: 1352, pensionCheck: 2305 } as const;

export interface TrackingIds {
  readonly siteId: number;
  readonly actionId: number;
}

/** The product tracking ids of a category: the pension-gap check (rlc) has its own site and action. */
export const trackingIdsFor = (category: ProductCategory): TrackingIds =>
  category === 'rlc'
    ? { siteId: TRACKING_SITE_IDS.pensionGap, actionId: TRACKING_ACTION_IDS.pensionCheck }
    : { siteId: TRACKING_SITE_IDS.pension, actionId: TRACKING_ACTION_IDS.normal };
