import type { Temporal } from 'temporal-polyfill';
import { isoOf } from '../calendar/calendar-day';
import type { DeviceOutput } from '../device/device-output';
import { err, ok, type Result } from '../result';
import type { SearchData, SearchFilters } from '../search-data/search-data';
import type { Tariff, TariffCatalogue } from '../tariffs/tariff';
import { type ComparisonInputError, inputError } from './comparison-input-error';
import { type ComparisonRow, rowOf } from './comparison-row';
import { checkContributionLimits, contributionLimitsOf } from './contribution-limits';
import { type ContributionSchedule, contributionScheduleOf } from './contribution-schedule';
import { projectionInputOf } from './normalize-search';
import { payInErrorOf } from './pay-in-error';
import { projectTariff, type TariffProjection } from './project-tariff';
import type { ProjectionInput } from './projection-input';
import { checkFilterRanges } from './search-ranges';
import { type RiesterAllowanceSummary, riesterSummaryOf, ruerupSavingOf } from './search-subsidies';
import {
  type SearchWishes,
  searchWishesOf,
  type WishSummary,
  wishMismatchesOf,
  wishSummaryOf,
} from './search-wishes';
import { sortRows } from './sort-rows';
import { matchesFilters, servesProductType } from './tariff-filters';
import { tariffPoints } from './tariff-points';

export interface ComparisonResult {
  /** Tariffs serving the product type, before the filters. */
  readonly total: number;
  /** Tariffs left after the filters (all of them are in results). */
  readonly shown: number;
  readonly results: readonly ComparisonRow[];
  /** The shown rows against the investment wishes (null for sofort): matching rows come first. */
  readonly wishes: WishSummary | null;
  /**
   * The insurance start every row is figured from (YYYY-MM-DD): „Online abschließen“ carries it
   * from the list as from the details (issue 32, finding 12).
   */
  readonly insuranceStart: string;
}

/** What every row of one search shares: computed once, not per tariff. */
export interface SearchContext {
  readonly input: ProjectionInput;
  readonly schedule: ContributionSchedule;
  readonly riester: RiesterAllowanceSummary | null;
  readonly ruerup: number | null;
  readonly deviceOutput: DeviceOutput;
  readonly wishes: SearchWishes | null;
}

export const searchContextOf = (
  input: ProjectionInput,
  deviceOutput: DeviceOutput,
  wishes: SearchWishes | null = null,
): SearchContext => {
  const schedule = contributionScheduleOf(input);
  return {
    input,
    wishes,
    schedule,
    riester: riesterSummaryOf(schedule),
    ruerup: ruerupSavingOf(input, schedule),
    deviceOutput,
  };
};

/** The row of one tariff for a search. */
export const comparisonRowOf = (tariff: Tariff, context: SearchContext): ComparisonRow =>
  comparisonRowOfProjection(
    tariff,
    context,
    projectTariff(tariff, context.input, context.schedule),
  );

/** comparisonRowOf for a projection already made (the details use it for their figures too). */
export const comparisonRowOfProjection = (
  tariff: Tariff,
  context: SearchContext,
  projection: TariffProjection,
): ComparisonRow => {
  const { input } = context;
  return rowOf(tariff, projection, {
    wishMismatches: wishMismatchesOf(tariff.investmentType, projection, context.wishes),
    monthlyContribution: input.monthlyPayment,
    ...(input.paymentPeriod === 'yearly' && input.yearlyPayment !== undefined
      ? { yearlyContribution: input.yearlyPayment }
      : {}),
    oneTimePayment: input.oneTimePayment,
    points: tariffPoints(tariff, input.productType, input.monthlyPayment, context.deviceOutput),
    payInError: payInErrorOf(input, tariff.limits),
    riesterAllowances: context.riester,
    ruerupTaxSaving: context.ruerup,
  });
};

/**
 * The result list a customer sees: the search data checked and completed (projectionInputOf),
 * the catalogue narrowed to the product type (total) and by the filters (shown), every tariff
 * left projected, each marked where it falls short of the investment wishes (search-wishes.ts),
 * and the rows sorted by `sortedBy` (sortRows: pay-in errors last, tariffs short of the wishes
 * after those that meet them).
 * `deviceOutput` (default desktop) only changes the points.
 */
export const compareTariffs = (
  catalogue: TariffCatalogue,
  searchData: SearchData,
  filters: SearchFilters,
  now: Temporal.Instant,
  deviceOutput: DeviceOutput = 'desktop',
): Result<ComparisonResult, ComparisonInputError> => {
  const input = projectionInputOf(searchData, now);
  if (!input.ok) return input;
  // A contribution no tariff of the product takes is an input error, not a list of pay-in errors.
  const limits = contributionLimitsOf(catalogue.tariffs, input.value.productType);
  const fits = checkContributionLimits(input.value, limits);
  if (!fits.ok) return err(inputError(fits.error.kind, fits.error.message));
  const filterRanges = checkFilterRanges(filters);
  if (!filterRanges.ok) return filterRanges;
  const wishes = searchWishesOf(searchData, input.value.productType);
  const context = searchContextOf(input.value, deviceOutput, wishes);
  let total = 0;
  const rows: ComparisonRow[] = [];
  for (const tariff of catalogue.tariffs) {
    if (!servesProductType(tariff, input.value.productType)) continue;
    total++;
    if (matchesFilters(tariff, filters)) rows.push(comparisonRowOf(tariff, context));
  }
  return ok({
    total,
    shown: rows.length,
    results: sortRows(rows, searchData.sortedBy),
    wishes: wishSummaryOf(wishes, rows),
    insuranceStart: isoOf(input.value.insuranceStart),
  });
};
