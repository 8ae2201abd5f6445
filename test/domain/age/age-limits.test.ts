import { describe, expect, it } from 'vitest';
import { AGE_LIMITS, maxAgeFor } from '../../../domain/age/check-birthday';
import { PRODUCT_TYPES } from '../../../domain/products/product-type';

describe('age limits (SPEC §9)', () => {
  it('are 18 to 62, and 80 for the single premium', () => {
    expect(AGE_LIMITS).toEqual({ min: 18, max: 62, maxSinglePremium: 80 });
  });

  it('gives 80 only for sofort', () => {
    const byProduct = Object.fromEntries(PRODUCT_TYPES.map((p) => [p, maxAgeFor(p)]));
    expect(byProduct).toEqual({
      ruerup: 62,
      riester: 62,
      schicht3: 62,
      sofort: 80,
      s3einmalzahlung: 62,
    });
  });
});
