import { describe, expect, it } from 'vitest';
import { isHarmfulToSubsidy } from '../../../domain/application/beneficiary';
import {
  beneficiaryOptionsFor,
  beneficiaryWarning,
} from '../../../domain/application/beneficiary-choice';
import { PRODUCT_TYPES } from '../../../domain/products/product-type';

describe('beneficiary choice', () => {
  it('offers the förderschädlich variants in place of the plain ones for Riester and Rürup', () => {
    for (const product of ['riester', 'ruerup'] as const) {
      const options = beneficiaryOptionsFor(product);
      expect(options).toContain('heirsEqualPartsHarmful');
      expect(options).not.toContain('heirsEqualParts');
      expect(options[0]).toBe('spousePartnerAndChildren');
    }
  });

  it('never offers them for the other products', () => {
    for (const product of ['schicht3', 'sofort', 's3einmalzahlung'] as const) {
      expect(beneficiaryOptionsFor(product).some(isHarmfulToSubsidy)).toBe(false);
    }
  });

  it('warns for every offered förderschädlich choice, with the law', () => {
    for (const product of PRODUCT_TYPES) {
      for (const option of beneficiaryOptionsFor(product)) {
        const warning = beneficiaryWarning(option, product);
        expect(warning !== null).toBe(isHarmfulToSubsidy(option));
      }
    }
    expect(beneficiaryWarning('otherPersonHarmful', 'riester')).toContain('§ 93 EStG');
    expect(beneficiaryWarning('otherPersonHarmful', 'ruerup')).toContain(
      '§ 10 Abs. 1 Nr. 2 b EStG',
    );
    expect(beneficiaryWarning('spousePartnerAndChildren', 'riester')).toBe(null);
  });
});
