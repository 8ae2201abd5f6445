import type { Temporal } from 'temporal-polyfill';
import type {
  ComparisonInputError,
  TariffLookupError,
} from '../../domain/comparison/comparison-input-error';
import { type TariffDetails, tariffDetails } from '../../domain/comparison/tariff-details';
import type { DeviceOutput } from '../../domain/device/device-output';
import { err, ok, type Result } from '../../domain/result';
import type { SearchData, SearchDataError } from '../../domain/search-data/search-data';
import { searchFromUrl } from '../../domain/search-data/search-from-url';
import type { ClockPort } from '../clock.port';
import type { CatalogueLoadError, TariffCataloguePort } from '../tariff-catalogue.port';

/** The details of one tariff with the catalogue's demo flag first. */
export type TariffDetailsAnswer = { readonly demo: boolean } & TariffDetails;

export type TariffDetailsError = ComparisonInputError | TariffLookupError | CatalogueLoadError;

/**
 * One tariff for a search (domain tariffDetails): its row as in the list, the year-by-year
 * table, the cost breakdown, features and documents. `now` defaults to the clock.
 */
export const makeTariffDetails =
  (deps: { readonly catalogue: TariffCataloguePort; readonly clock: ClockPort }) =>
  async (
    tariffId: string,
    searchData: SearchData,
    now: Temporal.Instant = deps.clock.now(),
    deviceOutput: DeviceOutput = 'desktop',
  ): Promise<Result<TariffDetailsAnswer, TariffDetailsError>> => {
    const catalogue = await deps.catalogue.load();
    if (!catalogue.ok) return catalogue;
    const details = tariffDetails(catalogue.value, tariffId, searchData, now, deviceOutput);
    if (!details.ok) return err(details.error);
    return ok({ demo: catalogue.value.demo, ...details.value });
  };

export type TariffDetailsQueryError = TariffDetailsError | SearchDataError;

/**
 * One tariff for a customer's comparison URL or query: decoded with the codec of `rente url
 * decode`, then looked up. The API, the pages and `rente tariff` all call this one.
 */
export const makeTariffDetailsQuery = (deps: {
  readonly catalogue: TariffCataloguePort;
  readonly clock: ClockPort;
}): ((
  tariffId: string,
  query: string,
  now?: Temporal.Instant,
) => Promise<Result<TariffDetailsAnswer, TariffDetailsQueryError>>) => {
  const details = makeTariffDetails(deps);
  return async (tariffId, query, now) => {
    const search = searchFromUrl(query);
    if (!search.ok) return err(search.error);
    const { searchData, deviceOutput } = search.value;
    return details(tariffId, searchData, now, deviceOutput);
  };
};

/** The use case as the container binds it (adapters/composition/modules/search-use-cases.module.ts). */
export type TariffDetailsQuery = ReturnType<typeof makeTariffDetailsQuery>;
export const TariffDetailsQuery = Symbol.for('TariffDetailsQuery');
