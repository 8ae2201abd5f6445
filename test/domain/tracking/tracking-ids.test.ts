import { describe, expect, it } from 'vitest';
import { isPageType, PAGE_TYPES } from '../../../domain/tracking/page-type';
import {
  isProductCategory,
  PRODUCT_CATEGORIES,
  productCategoryOf,
} from '../../../domain/tracking/product-category';
import {
  TRACKING_ACTION_IDS,
  TRACKING_SITE_IDS,
  trackingIdsFor,
} from '../../../domain/tracking/tracking-ids';

describe('tracking ids (SPEC §9)', () => {
  it('has the site ids 57, 136, 202 and the action ids 1352, 2305', () => {
    expect(TRACKING_SITE_IDS).toEqual({ general: 57, pension: 136, pensionGap: 202 });
    expect(TRACKING_ACTION_IDS).toEqual({ normal: 1352, pensionCheck: 2305 });
  });

  it('uses the pension-gap ids for rlc and the pension ids for every other category', () => {
    expect(trackingIdsFor('rlc')).toEqual({ siteId: 202, actionId: 2305 });
    for (const category of ['rente', 'rente-ez', 'avmix'] as const) {
      expect(trackingIdsFor(category)).toEqual({ siteId: 136, actionId: 1352 });
    }
  });
});

describe('product categories and page types', () => {
  it('knows the four categories and the three page types', () => {
    expect(PRODUCT_CATEGORIES).toEqual(['rente', 'rente-ez', 'avmix', 'rlc']);
    expect(isProductCategory('rente-ez')).toBe(true);
    expect(isProductCategory('rente_ez')).toBe(false);
    expect(PAGE_TYPES).toEqual(['SEA', 'PSSSEO', 'other']);
    expect(isPageType('SEA')).toBe(true);
    expect(isPageType('sea')).toBe(false);
  });

  it('maps both single-premium tariff types to rente-ez', () => {
    expect(productCategoryOf('sofort')).toBe('rente-ez');
    expect(productCategoryOf('s3einmalzahlung')).toBe('rente-ez');
    expect(productCategoryOf('riester')).toBe('rente');
    expect(productCategoryOf('ruerup')).toBe('rente');
    expect(productCategoryOf('schicht3')).toBe('rente');
  });
});
