import type { Temporal } from 'temporal-polyfill';
import { type ComparisonResult, compareTariffs } from '../../domain/comparison/compare-tariffs';
import type { ComparisonInputError } from '../../domain/comparison/comparison-input-error';
import type { DeviceOutput } from '../../domain/device/device-output';
import { err, ok, type Result } from '../../domain/result';
import {
  type ResultInsurer,
  resultInsurersOf,
  type TariffFacts,
  tariffFactsOf,
} from '../../domain/result-view/result-facts';
import type {
  SearchData,
  SearchDataError,
  SearchFilters,
} from '../../domain/search-data/search-data';
import { searchFromUrl } from '../../domain/search-data/search-from-url';
import type { ClockPort } from '../clock.port';
import type { CatalogueLoadError, TariffCataloguePort } from '../tariff-catalogue.port';

/** The result list with the catalogue's demo flag (the UI and the CLI label demo data). */
export interface ComparisonAnswer extends ComparisonResult {
  readonly demo: boolean;
  /** The insurers serving the product type (the insurer filter's choices). */
  readonly insurers: readonly ResultInsurer[];
  /** Per shown row, in its order, the tariff's badge, guarantee and limits. */
  readonly facts: readonly TariffFacts[];
}

export type CompareTariffsError = ComparisonInputError | CatalogueLoadError;

/** A catalogue that does not load is broken infrastructure (500 / exit 1), not bad input. */
export const isCatalogueFailure = (error: { readonly kind: string }): error is CatalogueLoadError =>
  error.kind === 'catalogue/unreadable' || error.kind === 'catalogue/rejected';

/**
 * The result list a customer saw for a search (domain compareTariffs over the whole catalogue):
 * `now` defaults to the clock (the insurance start and the ages depend on today), the device
 * output to desktop (it changes only the points).
 */
export const makeCompareTariffs =
  (deps: { readonly catalogue: TariffCataloguePort; readonly clock: ClockPort }) =>
  async (
    searchData: SearchData,
    filters: SearchFilters,
    now: Temporal.Instant = deps.clock.now(),
    deviceOutput: DeviceOutput = 'desktop',
  ): Promise<Result<ComparisonAnswer, CompareTariffsError>> => {
    const catalogue = await deps.catalogue.load();
    if (!catalogue.ok) return catalogue;
    const result = compareTariffs(catalogue.value, searchData, filters, now, deviceOutput);
    if (!result.ok) return err(result.error);
    const { total, shown, results, wishes, insuranceStart } = result.value;
    const productType = searchData.productType ?? 'schicht3';
    const serving = catalogue.value.tariffs.filter((t) => t.productTypes.includes(productType));
    return ok({
      total,
      shown,
      demo: catalogue.value.demo,
      results,
      wishes,
      insuranceStart,
      insurers: resultInsurersOf(serving),
      facts: tariffFactsOf(serving, results, searchData.beitragsGarantie ?? 0, productType),
    });
  };

export type CompareQueryError = CompareTariffsError | SearchDataError;

/**
 * The result list of a customer's comparison URL or query: decoded with the codec of `rente url
 * decode` (an invalid value is its SPEC §5 error), then compared. The API, the pages and
 * `rente compare` all call this one; `now` defaults to the clock.
 */
export const makeCompareQuery = (deps: {
  readonly catalogue: TariffCataloguePort;
  readonly clock: ClockPort;
}): ((
  query: string,
  now?: Temporal.Instant,
) => Promise<Result<ComparisonAnswer, CompareQueryError>>) => {
  const compare = makeCompareTariffs(deps);
  return async (query, now) => {
    const search = searchFromUrl(query);
    if (!search.ok) return err(search.error);
    const { searchData, filters, deviceOutput } = search.value;
    return compare(searchData, filters, now, deviceOutput);
  };
};

/** The use case as the container binds it (adapters/composition/modules/search-use-cases.module.ts). */
export type CompareQuery = ReturnType<typeof makeCompareQuery>;
export const CompareQuery = Symbol.for('CompareQuery');
