import { describe, expect, it } from 'vitest';
import {
  isTariffPromotion,
  TARIFF_PROMOTION_LABELS,
  TARIFF_PROMOTIONS,
} from '../../../domain/tariffs/promotion';

describe('tariff promotion', () => {
  it('has the one inflation-premium promotion', () => {
    expect(TARIFF_PROMOTIONS).toEqual(['inflationPremium']);
    expect(TARIFF_PROMOTION_LABELS.inflationPremium).toBe('Inflationsprämie');
    expect(isTariffPromotion('inflationPremium')).toBe(true);
    expect(isTariffPromotion('cashback')).toBe(false);
  });
});
