import fc from 'fast-check';
import { INVESTMENT_TYPES } from '../../domain/products/investment-type';
import { JOB_SITUATIONS } from '../../domain/products/job-situation';
import { PAYMENT_PERIODS } from '../../domain/products/payment-period';
import { PRODUCT_TYPES } from '../../domain/products/product-type';
import type { SearchData, SearchFilters } from '../../domain/search-data/search-data';
import {
  CAPITAL_PROTECTION_FILTERS,
  GRADE_FILTERS,
  INSURER_IDS,
} from '../../domain/tariffs/filters';
import {
  INSURANCE_SUSTAINABILITY_FILTERS,
  SUSTAINABILITY_TYPES,
  TARIFF_SUSTAINABILITY_FILTERS,
} from '../../domain/tariffs/sustainability';

// Characters that stress a query string: separators, escapes, umlauts, a surrogate pair.
const TRICKY = [
  '&',
  '=',
  '%',
  '+',
  '#',
  '?',
  ',',
  ' ',
  'ä',
  'ö',
  'ü',
  'Ä',
  'ß',
  '€',
  '😀',
  '%2B',
  '%zz',
];

/** Non-empty text: any graphemes, or a mix of the characters that break naive query code. */
export const searchTextArb: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
  fc.string({
    unit: fc.oneof(fc.constantFrom(...TRICKY), fc.string({ minLength: 1, maxLength: 1 })),
    minLength: 1,
    maxLength: 12,
  }),
);

/**
 * A job situation as valid search data holds it: the five of SPEC §1 or any text with spaces,
 * but no '+' (SPEC §3 reads a '+' in a job situation as a space, so it cannot be stored).
 */
export const jobSituationArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...JOB_SITUATIONS),
  searchTextArb.map((text) => text.replaceAll('+', ' ')),
);

/** A job situation that may contain '+', for the "+ reads as a space" property. */
export const jobSituationWithPlusArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('Nicht+oder+geringfügig+Erwerbstätiger', 'a+b', '+', 'C++ Entwickler'),
  searchTextArb,
);

/**
 * A real calendar day in the date range 1583-01-01 … 9999-12-31 as 'YYYY-MM-DD'
 * (formatted by Date, not by us).
 */
export const isoDateArb: fc.Arbitrary<string> = fc
  .date({
    min: new Date('1583-01-01T00:00:00Z'),
    max: new Date('9999-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

/** Finite numbers, -0 excluded (it reads back as 0): amounts, ages, and any double. */
export const searchNumberArb: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: -1_000_000, max: 10_000_000 }),
  fc.integer({ min: 0, max: 100_000_000 }).map((cents) => cents / 100),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
);

const boolArb = fc.boolean();
const optional = { requiredKeys: [] as [] };

/** Valid search data with any subset of the 33 fields of SPEC §3. */
export const searchDataArb: fc.Arbitrary<SearchData> = fc.record(
  {
    jobSituation: jobSituationArb,
    birthday: isoDateArb,
    hasPublicInsurance: boolArb,
    paysChurchTax: boolArb,
    estimatedGrossYearlySalary: searchNumberArb,
    isMarried: boolArb,
    numberOfChildrenWithAllowance: searchNumberArb,
    childrenBirthdays: fc.array(isoDateArb, { minLength: 1, maxLength: 4 }),
    spouseJobSituation: jobSituationArb,
    spouseHasPublicInsurance: boolArb,
    spousePaysChurchTax: boolArb,
    spouseEstimatedGrossYearlySalary: searchNumberArb,
    spouseHasRiesterContract: boolArb,
    productType: fc.constantFrom(...PRODUCT_TYPES),
    insuranceStart: isoDateArb,
    pensionStartsInstantly: boolArb,
    selectedContribution: searchTextArb,
    insuranceStartsAtBeginningOfTheYear: boolArb,
    retirementAge: searchNumberArb,
    monthlyPayment: searchNumberArb,
    oneTimePayment: searchNumberArb,
    additionalOneTimePayment: boolArb,
    investmentType: fc.constantFrom(...INVESTMENT_TYPES),
    beitragsGarantie: searchNumberArb,
    deathBenefit: searchTextArb,
    pensionGuaranteePeriod: searchNumberArb,
    paymentPeriod: fc.constantFrom(...PAYMENT_PERIODS),
    fundSustainabilityType: fc.constantFrom(...SUSTAINABILITY_TYPES),
    b2BPartner: searchTextArb,
    b2BAdPartner: searchTextArb,
    cpref: searchTextArb,
    keyword: searchTextArb,
    sortedBy: searchTextArb,
  },
  optional,
);

/** Valid filters with any subset of the 9 filter fields of SPEC §3. */
export const searchFiltersArb: fc.Arbitrary<SearchFilters> = fc.record(
  {
    onlineContractEnabled: boolArb,
    possibleEtfSelectionDesired: boolArb,
    possibleGreenFundsSelectionDesired: boolArb,
    tariffSustainabilityFilter: fc.constantFrom(...TARIFF_SUSTAINABILITY_FILTERS),
    tariffGradeFilter: fc.constantFrom(...GRADE_FILTERS),
    capitalProtectionFilter: fc.constantFrom(...CAPITAL_PROTECTION_FILTERS),
    insuranceFilter: fc.array(fc.oneof(fc.constantFrom(...INSURER_IDS), searchNumberArb), {
      minLength: 1,
      maxLength: 6,
    }),
    insuranceSustainabilityFilter: fc.constantFrom(...INSURANCE_SUSTAINABILITY_FILTERS),
    excellentCustomizationsSelectionDesired: boolArb,
  },
  optional,
);

/** Search data and filters together, as encodeSearchQuery takes them. */
export const searchArb: fc.Arbitrary<{ searchData: SearchData; filters: SearchFilters }> =
  fc.record({ searchData: searchDataArb, filters: searchFiltersArb });

/** Filters a comparison accepts: the insurer filter holds insurer numbers (SEARCH_RANGES). */
export const comparisonFiltersArb: fc.Arbitrary<SearchFilters> = fc
  .tuple(
    searchFiltersArb,
    fc.array(fc.constantFrom(...INSURER_IDS), { minLength: 1, maxLength: 6 }),
  )
  .map(([filters, ids]) =>
    filters.insuranceFilter === undefined ? filters : { ...filters, insuranceFilter: ids },
  );
