import { DEFAULT_SORT_ORDER, SORT_ORDERS, type SortOrder } from '../comparison/sort-rows';
import type { Result } from '../result';
import { ok } from '../result';
import { decodeSearchPairs } from '../search-data/decode';
import { FILTER_KEYS } from '../search-data/keys';
import type { SearchData, SearchDataError, SearchFilters } from '../search-data/search-data';
import { INSURER_IDS } from '../tariffs/filters';
import { FLAG_FILTERS, INSURER_FIELD, SELECT_FILTERS } from './filter-options';

/** The hidden marker of the result list's filter form (its GET lands on /result, then redirects). */
export const FILTER_SUBMIT_FIELD = { name: 'filtern', value: '1' } as const;

/** The comparison state of a result URL. */
export interface ResultSearch {
  readonly searchData: SearchData;
  readonly filters: SearchFilters;
}

const FORM_ONLY_KEYS: ReadonlySet<string> = new Set([
  ...FILTER_KEYS.map(([, key]) => key),
  'sort',
  INSURER_FIELD,
  FILTER_SUBMIT_FIELD.name,
]);

const isSortOrder = (value: string): value is SortOrder =>
  (SORT_ORDERS as readonly string[]).includes(value);

/** The filters and sort the form's controls say; 'all', unknown values and unticked boxes set nothing. */
export const filtersOfForm = (
  params: URLSearchParams,
): { readonly filters: SearchFilters; readonly sortedBy: SortOrder | undefined } => {
  const filters: Record<string, unknown> = {};
  for (const select of SELECT_FILTERS) {
    const value = params.get(select.key);
    const known = select.choices.some((c) => c.value === value);
    if (value !== null && value !== 'all' && known) filters[select.field] = value;
  }
  for (const flag of FLAG_FILTERS) if (params.get(flag.key) === '1') filters[flag.field] = true;
  const insurers = [
    ...new Set(
      params
        .getAll(INSURER_FIELD)
        .map(Number)
        .filter((id) => (INSURER_IDS as readonly number[]).includes(id)),
    ),
  ].sort((a, b) => a - b);
  if (insurers.length > 0) filters.insuranceFilter = insurers;
  const sort = params.get('sort') ?? '';
  return {
    filters: filters as SearchFilters,
    sortedBy: isSortOrder(sort) && sort !== DEFAULT_SORT_ORDER ? sort : undefined,
  };
};

/**
 * A sent filter form: the carried search data read by the codec (SPEC §3), the filters and the
 * sort from the controls; the search data's own sort is replaced.
 */
export const readFilterForm = (params: URLSearchParams): Result<ResultSearch, SearchDataError> => {
  const carried = [...params].filter(([key]) => !FORM_ONLY_KEYS.has(key));
  const decoded = decodeSearchPairs(carried);
  if (!decoded.ok) return decoded;
  const { sortedBy: _old, ...rest } = decoded.value.searchData;
  const { filters, sortedBy } = filtersOfForm(params);
  return ok({ searchData: sortedBy === undefined ? rest : { ...rest, sortedBy }, filters });
};

/** The search data the filter form carries as hidden fields: everything but the sort. */
export const carriedSearchData = (searchData: SearchData): SearchData => {
  const { sortedBy: _sort, ...rest } = searchData;
  return rest;
};
