import { isOneOf } from '../value-set';

// SPEC §3: fund sustainability type, its category and level.
export const SUSTAINABILITY_TYPES = ['euStrict', 'euSoft', 'esgStrict', 'esgSoft', 'any'] as const;
export type SustainabilityType = (typeof SUSTAINABILITY_TYPES)[number];
export const isSustainabilityType = (input: unknown): input is SustainabilityType =>
  isOneOf(SUSTAINABILITY_TYPES, input);

export const SUSTAINABILITY_CATEGORIES = ['eu', 'esg'] as const;
export type SustainabilityCategory = (typeof SUSTAINABILITY_CATEGORIES)[number];
export const SUSTAINABILITY_LEVELS = ['strict', 'soft'] as const;
export type SustainabilityLevel = (typeof SUSTAINABILITY_LEVELS)[number];

/** Splits a sustainability type into category and level; `any` has neither. */
export const sustainabilityParts = (
  type: SustainabilityType,
): { category: SustainabilityCategory; level: SustainabilityLevel } | null => {
  switch (type) {
    case 'euStrict':
      return { category: 'eu', level: 'strict' };
    case 'euSoft':
      return { category: 'eu', level: 'soft' };
    case 'esgStrict':
      return { category: 'esg', level: 'strict' };
    case 'esgSoft':
      return { category: 'esg', level: 'soft' };
    case 'any':
      return null;
  }
};

// SPEC §3: insurance sustainability filter.
export const INSURANCE_SUSTAINABILITY_FILTERS = [
  'EU_strikt',
  'EU_teilweise',
  'ESG_strikt',
  'ESG_teilweise',
  'all',
] as const;
export type InsuranceSustainabilityFilter = (typeof INSURANCE_SUSTAINABILITY_FILTERS)[number];
export const isInsuranceSustainabilityFilter = (
  input: unknown,
): input is InsuranceSustainabilityFilter => isOneOf(INSURANCE_SUSTAINABILITY_FILTERS, input);

// SPEC §3: tariff sustainability feature values and the filter over them.
export const TARIFF_SUSTAINABILITY_VALUES = [
  'Exzellent',
  'Gut',
  'Durchschnittlich',
  'Unterdurchschnittlich',
] as const;
export type TariffSustainabilityValue = (typeof TARIFF_SUSTAINABILITY_VALUES)[number];

export const TARIFF_SUSTAINABILITY_FILTERS = ['exzellent', 'gut_oder_besser', 'all'] as const;
export type TariffSustainabilityFilter = (typeof TARIFF_SUSTAINABILITY_FILTERS)[number];

/** SPEC §3: exzellent matches Exzellent; gut_oder_besser matches Exzellent and Gut; all matches all. */
export const matchesTariffSustainabilityFilter = (
  filter: TariffSustainabilityFilter,
  value: TariffSustainabilityValue,
): boolean => {
  switch (filter) {
    case 'exzellent':
      return value === 'Exzellent';
    case 'gut_oder_besser':
      return value === 'Exzellent' || value === 'Gut';
    case 'all':
      return true;
  }
};
