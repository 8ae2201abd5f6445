import type { ProductType } from '../products/product-type';
import type { SearchFilters } from '../search-data/search-data';
import { type CapitalProtectionFilter, matchesGradeFilter } from '../tariffs/filters';
import {
  type InsuranceSustainabilityFilter,
  matchesTariffSustainabilityFilter,
  type SustainabilityType,
} from '../tariffs/sustainability';
import type { CapitalProtectionRating, Tariff } from '../tariffs/tariff';

/** SPEC §3 capital protection: sehr_gut → sehr_gut; gut_oder_sehr_gut → sehr_gut or gut. */
export const matchesCapitalProtectionFilter = (
  filter: CapitalProtectionFilter,
  rating: CapitalProtectionRating,
): boolean => {
  switch (filter) {
    case 'sehr_gut':
      return rating === 'sehr_gut';
    case 'gut_oder_sehr_gut':
      return rating === 'sehr_gut' || rating === 'gut';
    case 'all':
      return true;
  }
};

const ACCEPTED_TYPES: Readonly<
  Record<InsuranceSustainabilityFilter, readonly SustainabilityType[]>
> = {
  EU_strikt: ['euStrict'],
  EU_teilweise: ['euStrict', 'euSoft'],
  ESG_strikt: ['euStrict', 'esgStrict'],
  ESG_teilweise: ['euStrict', 'euSoft', 'esgStrict', 'esgSoft'],
  all: ['euStrict', 'euSoft', 'esgStrict', 'esgSoft', 'any'],
};

/**
 * SPEC §3 insurance sustainability on the category/level model: a filter (category, level)
 * accepts a tariff whose strictest fund type is at least as strict in both — level strict ⊂ soft
 * ("teilweise"), and category eu ⊂ esg (funds under the EU rules, SFDR Art. 8/9, also meet ESG
 * criteria, not the other way round). So ESG_strikt accepts euStrict and esgStrict, but not
 * euSoft (its level is only soft); `any` (no sustainable funds) passes only `all`.
 */
export const matchesInsuranceSustainabilityFilter = (
  filter: InsuranceSustainabilityFilter,
  type: SustainabilityType,
): boolean => ACCEPTED_TYPES[filter].includes(type);

/** A flag filter set to true requires the feature; false or absent restricts nothing. */
const requires = (wanted: boolean | undefined, offered: boolean): boolean =>
  wanted !== true || offered;

/** The tariff serves the product type of the search (counted in `total`). */
export const servesProductType = (tariff: Tariff, productType: ProductType): boolean =>
  tariff.productTypes.includes(productType);

/** SPEC §3 filter keys: a tariff stays when it meets every filter that is set. */
export const matchesFilters = (tariff: Tariff, filters: SearchFilters): boolean =>
  (filters.tariffSustainabilityFilter === undefined ||
    matchesTariffSustainabilityFilter(
      filters.tariffSustainabilityFilter,
      tariff.sustainability.value,
    )) &&
  (filters.tariffGradeFilter === undefined ||
    matchesGradeFilter(filters.tariffGradeFilter, tariff.grade)) &&
  (filters.capitalProtectionFilter === undefined ||
    matchesCapitalProtectionFilter(filters.capitalProtectionFilter, tariff.capitalProtection)) &&
  (filters.insuranceFilter === undefined ||
    filters.insuranceFilter.length === 0 ||
    filters.insuranceFilter.includes(tariff.insurerId)) &&
  (filters.insuranceSustainabilityFilter === undefined ||
    matchesInsuranceSustainabilityFilter(
      filters.insuranceSustainabilityFilter,
      tariff.sustainabilityType,
    )) &&
  requires(filters.onlineContractEnabled, tariff.onlineContract) &&
  requires(filters.possibleEtfSelectionDesired, tariff.etfSelection) &&
  requires(filters.possibleGreenFundsSelectionDesired, tariff.greenFunds) &&
  requires(filters.excellentCustomizationsSelectionDesired, tariff.excellentCustomizations);
