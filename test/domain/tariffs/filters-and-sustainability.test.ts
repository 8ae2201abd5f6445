import { describe, expect, it } from 'vitest';
import {
  isCapitalProtectionFilter,
  isGradeFilter,
  isInsurerId,
  matchesGradeFilter,
} from '../../../domain/tariffs/filters';
import {
  isInsuranceSustainabilityFilter,
  isSustainabilityType,
  matchesTariffSustainabilityFilter,
  sustainabilityParts,
  TARIFF_SUSTAINABILITY_VALUES,
} from '../../../domain/tariffs/sustainability';

describe('tariff sustainability filter (SPEC §3)', () => {
  it('exzellent matches Exzellent only; gut_oder_besser Exzellent and Gut; all everything', () => {
    const matching = (filter: 'exzellent' | 'gut_oder_besser' | 'all') =>
      TARIFF_SUSTAINABILITY_VALUES.filter((v) => matchesTariffSustainabilityFilter(filter, v));
    expect(matching('exzellent')).toEqual(['Exzellent']);
    expect(matching('gut_oder_besser')).toEqual(['Exzellent', 'Gut']);
    expect(matching('all')).toEqual(TARIFF_SUSTAINABILITY_VALUES);
  });

  it('splits sustainability types into category and level', () => {
    expect(sustainabilityParts('euStrict')).toEqual({ category: 'eu', level: 'strict' });
    expect(sustainabilityParts('esgSoft')).toEqual({ category: 'esg', level: 'soft' });
    expect(sustainabilityParts('any')).toBeNull();
    expect(isSustainabilityType('euSoft')).toBe(true);
    expect(isSustainabilityType('eu')).toBe(false);
    expect(isInsuranceSustainabilityFilter('EU_teilweise')).toBe(true);
    expect(isInsuranceSustainabilityFilter('eu_teilweise')).toBe(false);
  });
});

describe('grade, capital protection and insurer filters (SPEC §3)', () => {
  it('grade 1.5 is very good, 2.5 good: a grade passes when it is at most the bound', () => {
    expect(matchesGradeFilter('1.5', 1.5)).toBe(true);
    expect(matchesGradeFilter('1.5', 1.6)).toBe(false);
    expect(matchesGradeFilter('2.5', 2.5)).toBe(true);
    expect(matchesGradeFilter('2.5', 2.6)).toBe(false);
    expect(matchesGradeFilter('all', 5)).toBe(true);
    expect(isGradeFilter('1.5')).toBe(true);
    expect(isGradeFilter('1,5')).toBe(false);
  });

  it('knows the capital protection values and the 15 insurer ids', () => {
    expect(isCapitalProtectionFilter('gut_oder_sehr_gut')).toBe(true);
    expect(isCapitalProtectionFilter('gut')).toBe(false);
    expect([1, 4, 6, 11, 25, 26, 29, 32, 39, 40, 46, 47, 49, 52, 54].every(isInsurerId)).toBe(true);
    expect(isInsurerId(2)).toBe(false);
    expect(isInsurerId('1')).toBe(false);
  });
});
