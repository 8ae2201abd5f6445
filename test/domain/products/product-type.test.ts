import { describe, expect, it } from 'vitest';
import { isInvestmentType } from '../../../domain/products/investment-type';
import { isJobSituation, JOB_SITUATIONS } from '../../../domain/products/job-situation';
import { isPaymentPeriod } from '../../../domain/products/payment-period';
import { isSinglePremium } from '../../../domain/products/product-profile';
import { isProductType, PRODUCT_TYPES } from '../../../domain/products/product-type';

describe('product enumerations (SPEC §1, §3)', () => {
  it('has the five product types, sofort being the single-premium flow', () => {
    expect(PRODUCT_TYPES).toEqual(['ruerup', 'riester', 'schicht3', 'sofort', 's3einmalzahlung']);
    expect(PRODUCT_TYPES.filter(isSinglePremium)).toEqual(['sofort']);
    expect(isProductType('riester')).toBe(true);
    expect(isProductType('Riester')).toBe(false);
  });

  it('has the job situations word for word', () => {
    expect(JOB_SITUATIONS).toContain('Freiberufler/Selbstständiger');
    expect(JOB_SITUATIONS).toContain('Nicht oder geringfügig Erwerbstätiger');
    expect(isJobSituation('Angestellter')).toBe(true);
    expect(isJobSituation('angestellter')).toBe(false);
  });

  it('knows payment periods and investment types', () => {
    expect(['monthly', 'yearly', 'oneTime', 'mix'].every(isPaymentPeriod)).toBe(true);
    expect(isPaymentPeriod('weekly')).toBe(false);
    expect(
      ['klassisch', 'fondsgebunden', 'hybrid', 'hybridUndKlassisch'].every(isInvestmentType),
    ).toBe(true);
    expect(isInvestmentType('etf')).toBe(false);
  });
});
