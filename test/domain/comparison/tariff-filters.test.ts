import { describe, expect, it } from 'vitest';
import {
  matchesCapitalProtectionFilter,
  matchesFilters,
  matchesInsuranceSustainabilityFilter,
} from '../../../domain/comparison/tariff-filters';
import {
  INSURANCE_SUSTAINABILITY_FILTERS,
  SUSTAINABILITY_TYPES,
} from '../../../domain/tariffs/sustainability';
import { CAPITAL_PROTECTION_RATINGS } from '../../../domain/tariffs/tariff';
import { tariffWith } from '../../fixtures/comparison/small-catalogue';

describe('tariff filters', () => {
  it('matches the insurance sustainability filter on category and level', () => {
    const table = Object.fromEntries(
      INSURANCE_SUSTAINABILITY_FILTERS.map((filter) => [
        filter,
        SUSTAINABILITY_TYPES.filter((type) => matchesInsuranceSustainabilityFilter(filter, type)),
      ]),
    );
    expect(table).toEqual({
      EU_strikt: ['euStrict'],
      EU_teilweise: ['euStrict', 'euSoft'],
      ESG_strikt: ['euStrict', 'esgStrict'],
      ESG_teilweise: ['euStrict', 'euSoft', 'esgStrict', 'esgSoft'],
      all: ['euStrict', 'euSoft', 'esgStrict', 'esgSoft', 'any'],
    });
  });

  it('matches the capital protection filter', () => {
    const accepted = (filter: 'sehr_gut' | 'gut_oder_sehr_gut' | 'all') =>
      CAPITAL_PROTECTION_RATINGS.filter((r) => matchesCapitalProtectionFilter(filter, r));
    expect(accepted('sehr_gut')).toEqual(['sehr_gut']);
    expect(accepted('gut_oder_sehr_gut')).toEqual(['sehr_gut', 'gut']);
    expect(accepted('all')).toEqual(CAPITAL_PROTECTION_RATINGS);
  });

  it('requires a flag only when its filter is true', () => {
    const plain = tariffWith({});
    const online = tariffWith({ onlineContract: true });
    expect(matchesFilters(plain, {})).toBe(true);
    expect(matchesFilters(plain, { onlineContractEnabled: false })).toBe(true);
    expect(matchesFilters(plain, { onlineContractEnabled: true })).toBe(false);
    expect(matchesFilters(online, { onlineContractEnabled: true })).toBe(true);
    expect(matchesFilters(plain, { insuranceFilter: [4, 6] })).toBe(false);
    expect(matchesFilters(plain, { insuranceFilter: [1] })).toBe(true);
  });
});
