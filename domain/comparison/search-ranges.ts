import { err, ok, type Result } from '../result';
import type { SearchData, SearchFilters } from '../search-data/search-data';
import {
  COMPARISON_MESSAGES,
  type ComparisonInputError,
  type ComparisonInputErrorKind,
  inputError,
} from './comparison-input-error';
import { RETIREMENT_AGE_RANGE } from './projection-input';

/** The range a number of the search data must lie in; whole numbers only where `integer`. */
export interface SearchRange {
  readonly min: number;
  readonly max: number;
  readonly integer: boolean;
}

/**
 * Every number of the search data has a range, so no input can make a comparison do
 * more work (or reach larger figures) than the largest valid search.
 */
export const SEARCH_RANGES = {
  // The highest salary any tax or allowance rule distinguishes is far below; the forms use it too.
  salary: { min: 0, max: 10_000_000, integer: false },
  // More than any real Riester household (Kinderzulage per child, § 85 EStG); bounds per-child work.
  children: { min: 0, max: 15, integer: true },
  // One birth date per child with allowance.
  childrenBirthdays: { min: 0, max: 15, integer: true },
  // 2,000 × the highest monthly maximum of the demo catalogue (5.000 €): no valid search refused.
  monthlyPayment: { min: 0, max: 10_000_000, integer: false },
  // 10 × the highest one-time maximum of the demo catalogue (1.000.000 €).
  oneTimePayment: { min: 0, max: 10_000_000, integer: false },
  // Whole years; earliest and latest pension start a German private pension offers here.
  retirementAge: { ...RETIREMENT_AGE_RANGE, integer: true },
  // Percent of the premiums paid in: nothing to all of it.
  beitragsGarantie: { min: 0, max: 100, integer: false },
  // Whole years; beyond 40 years no insurer of the catalogue guarantees a pension.
  pensionGuaranteePeriod: { min: 0, max: 40, integer: true },
  // SPEC §3 insurer ids are small numbers (1–54 today); three digits leave room for new insurers.
  insurerId: { min: 1, max: 999, integer: true },
} as const satisfies Readonly<Record<string, SearchRange>>;

export const isWithin = (value: number, range: SearchRange): boolean =>
  value >= range.min && value <= range.max && (!range.integer || Number.isInteger(value));

type Check = readonly [
  value: (search: SearchData) => number | undefined,
  range: SearchRange,
  kind: ComparisonInputErrorKind,
  message: string,
];

// In the order of the search-data table (SPEC §3); the first value outside its range is the error.
const CHECKS: readonly Check[] = [
  [
    (s) => s.estimatedGrossYearlySalary,
    SEARCH_RANGES.salary,
    'comparison/salary',
    COMPARISON_MESSAGES.salary,
  ],
  [
    (s) => s.numberOfChildrenWithAllowance,
    SEARCH_RANGES.children,
    'comparison/children',
    COMPARISON_MESSAGES.children,
  ],
  [
    (s) => s.childrenBirthdays?.length,
    SEARCH_RANGES.childrenBirthdays,
    'comparison/children-birthdays',
    COMPARISON_MESSAGES.childrenBirthdays,
  ],
  [
    (s) => s.spouseEstimatedGrossYearlySalary,
    SEARCH_RANGES.salary,
    'comparison/spouse-salary',
    COMPARISON_MESSAGES.spouseSalary,
  ],
  [
    (s) => s.monthlyPayment,
    SEARCH_RANGES.monthlyPayment,
    'comparison/contribution-range',
    COMPARISON_MESSAGES.monthlyPaymentRange,
  ],
  [
    (s) => s.oneTimePayment,
    SEARCH_RANGES.oneTimePayment,
    'comparison/one-time-payment-range',
    COMPARISON_MESSAGES.oneTimePaymentRange,
  ],
];

/**
 * The first number of the search data outside its range (salaries, children, amounts); the
 * retirement age, beitragsGarantie and guarantee period are checked where they are defaulted.
 * A value that is absent is not checked.
 */
export const checkSearchRanges = (search: SearchData): Result<null, ComparisonInputError> => {
  for (const [read, range, kind, message] of CHECKS) {
    const value = read(search);
    if (value !== undefined && !isWithin(value, range)) return err(inputError(kind, message));
  }
  return ok(null);
};

/** The insurer filter holds insurer numbers only (SPEC §3 "comma list of numbers"). */
export const checkFilterRanges = (filters: SearchFilters): Result<null, ComparisonInputError> => {
  const ids = filters.insuranceFilter ?? [];
  if (!ids.every((id) => isWithin(id, SEARCH_RANGES.insurerId))) {
    return err(inputError('comparison/insurer-filter', COMPARISON_MESSAGES.insurerFilter));
  }
  return ok(null);
};
