import { describe, expect, it } from 'vitest';
import { AGE_LIMITS, maxAgeFor } from '../../../domain/age/check-birthday';
import {
  beneficiaryWarning,
  isSubsidisedProduct,
} from '../../../domain/application/beneficiary-choice';
import { guaranteeLevelFor } from '../../../domain/comparison/guarantee-split';
import { yearEndPeriodOf } from '../../../domain/insurance-start/year-end-period';
import { guaranteeLevelsFor } from '../../../domain/onboarding/investment-form';
import { personalDataLead } from '../../../domain/products/product-plurals';
import {
  isSinglePremium,
  PRODUCT_PROFILES,
  PRODUCT_TYPE_LABELS,
} from '../../../domain/products/product-profile';
import { PRODUCT_TYPES } from '../../../domain/products/product-type';
import { productCategoryOf } from '../../../domain/tracking/product-category';

describe('the product profiles: one record per product type', () => {
  it('has a profile for every product type, and nothing else', () => {
    expect(Object.keys(PRODUCT_PROFILES).sort()).toEqual([...PRODUCT_TYPES].sort());
  });

  it('holds together: an immediate pension is paid with one premium; Riester guarantees 100 %', () => {
    for (const type of PRODUCT_TYPES) {
      const profile = PRODUCT_PROFILES[type];
      if (profile.immediatePayout) expect(profile.singlePremium).toBe(true);
      if (profile.subsidy === 'riester') expect(profile.minimumGuarantee).toBe(100);
      expect([AGE_LIMITS.max, AGE_LIMITS.maxSinglePremium]).toContain(profile.maxEntryAge);
    }
  });

  it('is what the rules read (SPEC §1, §3, §5, §9)', () => {
    expect(PRODUCT_TYPE_LABELS).toEqual({
      ruerup: 'Rürup-Rente',
      riester: 'Riester-Rente',
      schicht3: 'Private Rentenversicherung',
      sofort: 'Sofortrente',
      s3einmalzahlung: 'Private Rentenversicherung gegen Einmalbeitrag',
    });
    expect(PRODUCT_TYPES.map(maxAgeFor)).toEqual([62, 62, 62, 80, 62]);
    expect(PRODUCT_TYPES.map(productCategoryOf)).toEqual([
      'rente',
      'rente',
      'rente',
      'rente-ez',
      'rente-ez',
    ]);
    expect(PRODUCT_TYPES.filter(isSinglePremium)).toEqual(['sofort']);
    expect(PRODUCT_TYPES.filter(isSubsidisedProduct)).toEqual(['ruerup', 'riester']);
    expect(guaranteeLevelsFor('riester')).toEqual([100]);
    expect(guaranteeLevelsFor('schicht3')).toEqual([0, 50, 60, 80, 90, 100]);
    expect(beneficiaryWarning('otherPersonHarmful', 'schicht3')).toBeNull();
    expect(beneficiaryWarning('otherPersonHarmful', 'riester')).toContain('§ 93 EStG');
    expect(beneficiaryWarning('otherPersonHarmful', 'ruerup')).toContain(
      '§ 10 Abs. 1 Nr. 2 b EStG',
    );
    const noLevels = { beitragsGarantieLevels: [] } as unknown as Parameters<
      typeof guaranteeLevelFor
    >[0];
    expect(guaranteeLevelFor(noLevels, 80, 'riester')).toBe(100);
    expect(guaranteeLevelFor(noLevels, 80, 'sofort')).toBe(0);
    expect(guaranteeLevelFor(noLevels, 80, 'schicht3')).toBe(80);
  });

  it('ends the year-end periods as SPEC §9 says', () => {
    const ends = (type: (typeof PRODUCT_TYPES)[number]) =>
      yearEndPeriodOf(2026, type)
        .ends.toZonedDateTimeISO('Europe/Berlin')
        .toPlainDateTime()
        .toString();
    expect(ends('schicht3')).toBe('2026-12-06T00:00:00');
    expect(ends('riester')).toBe('2026-12-22T00:00:00');
    expect(ends('ruerup')).toBe('2026-12-30T21:00:00');
  });
});

describe('the personal-data lead (issue 32)', () => {
  it('names the searched product in the plural, and Vorsorgetarife without one', () => {
    expect(personalDataLead('riester')).toBe(
      'Geben Sie Ihre persönlichen Angaben ein, damit wir passende Riester-Renten für Sie finden.',
    );
    expect(personalDataLead('ruerup')).toContain('passende Rürup-Renten');
    expect(personalDataLead('schicht3')).toContain('passende private Rentenversicherungen');
    expect(personalDataLead('sofort')).toContain('passende Sofortrenten');
    expect(personalDataLead(undefined)).toContain('passende Vorsorgetarife');
  });
});
