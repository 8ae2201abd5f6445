import { INVESTMENT_TYPES } from '../products/investment-type';
import { PAYMENT_PERIODS } from '../products/payment-period';
import { PRODUCT_TYPES } from '../products/product-type';
import { CAPITAL_PROTECTION_FILTERS, GRADE_FILTERS } from '../tariffs/filters';
import {
  INSURANCE_SUSTAINABILITY_FILTERS,
  SUSTAINABILITY_TYPES,
  TARIFF_SUSTAINABILITY_FILTERS,
} from '../tariffs/sustainability';
import {
  FILTER_KEYS,
  FILTER_TYPES,
  SEARCH_DATA_KEYS,
  SEARCH_DATA_TYPES,
  type SearchValueType,
} from './keys';

/** Which object of the decoded search a field belongs to. */
export type SearchFieldGroup = 'searchData' | 'filters';

/** Everything the codec needs to know about one key, precomputed once. */
export interface SearchField {
  readonly field: string;
  readonly key: string;
  readonly type: SearchValueType;
  readonly group: SearchFieldGroup;
  /** The value set of an enum field, else null. */
  readonly values: ReadonlySet<string> | null;
  /** SPEC §3: in job-situation values a plus sign stands for a space. */
  readonly plusIsSpace: boolean;
}

// SPEC §3 enumerations, by the long field name (which is also the enum's name in errors).
export const SEARCH_ENUM_VALUES: Readonly<Record<string, readonly string[]>> = {
  productType: PRODUCT_TYPES,
  investmentType: INVESTMENT_TYPES,
  paymentPeriod: PAYMENT_PERIODS,
  fundSustainabilityType: SUSTAINABILITY_TYPES,
  tariffSustainabilityFilter: TARIFF_SUSTAINABILITY_FILTERS,
  tariffGradeFilter: GRADE_FILTERS,
  capitalProtectionFilter: CAPITAL_PROTECTION_FILTERS,
  insuranceSustainabilityFilter: INSURANCE_SUSTAINABILITY_FILTERS,
};

const PLUS_IS_SPACE: ReadonlySet<string> = new Set(['jobSituation', 'spouseJobSituation']);

const fieldsOf = (
  keys: ReadonlyArray<readonly [string, string]>,
  types: Readonly<Record<string, SearchValueType>>,
  group: SearchFieldGroup,
): SearchField[] =>
  keys.map(([field, key]) => {
    const values = SEARCH_ENUM_VALUES[field];
    return {
      field,
      key,
      type: types[field]!,
      group,
      values: values === undefined ? null : new Set(values),
      plusIsSpace: PLUS_IS_SPACE.has(field),
    };
  });

/** All 42 fields in canonical order: the search data table, then the filter table. */
export const SEARCH_FIELDS: readonly SearchField[] = [
  ...fieldsOf(SEARCH_DATA_KEYS, SEARCH_DATA_TYPES, 'searchData'),
  ...fieldsOf(FILTER_KEYS, FILTER_TYPES, 'filters'),
];

export const FIELD_BY_KEY: ReadonlyMap<string, SearchField> = new Map(
  SEARCH_FIELDS.map((field) => [field.key, field]),
);

export const FIELD_BY_NAME: ReadonlyMap<string, SearchField> = new Map(
  SEARCH_FIELDS.map((field) => [field.field, field]),
);
