import { encodeSearchQuery } from '../search-data/encode';
import type { SearchFilters } from '../search-data/search-data';
import type { ResultSearch } from './filter-form';
import { FLAG_FILTERS, INSURER_FILTER_LABEL, SELECT_FILTERS } from './filter-options';

/** A link of the empty state that removes one active filter. */
export interface RelaxLink {
  readonly field: keyof SearchFilters;
  readonly label: string;
  readonly url: string;
}

const urlOf = (path: string, search: ResultSearch): string => {
  const query = encodeSearchQuery(search);
  return query === '' ? path : `${path}?${query}`;
};

const without = (filters: SearchFilters, field: keyof SearchFilters): SearchFilters => {
  const rest: Record<string, unknown> = { ...filters };
  delete rest[field];
  return rest as SearchFilters;
};

/** The German name of an active filter and its value ('Note: Sehr gut (bis 1,5)'); null when inactive. */
export const activeFilterLabel = (
  filters: SearchFilters,
  field: keyof SearchFilters,
): string | null => {
  const value = filters[field];
  if (value === undefined) return null;
  const select = SELECT_FILTERS.find((s) => s.field === field);
  if (select !== undefined) {
    if (value === 'all') return null;
    const choice = select.choices.find((c) => c.value === value);
    return `${select.label}: ${choice?.label ?? String(value)}`;
  }
  const flag = FLAG_FILTERS.find((f) => f.field === field);
  if (flag !== undefined) return value === true ? flag.label : null;
  if (field === 'insuranceFilter' && Array.isArray(value) && value.length > 0) {
    return `${INSURER_FILTER_LABEL}: ${value.length} ausgewählt`;
  }
  return null;
};

const FIELDS: readonly (keyof SearchFilters)[] = [
  ...SELECT_FILTERS.map((s) => s.field),
  'insuranceFilter',
  ...FLAG_FILTERS.map((f) => f.field),
];

/** One link per active filter that removes it, in the form's order (SPEC §3 filters). */
export const relaxLinks = (path: string, search: ResultSearch): RelaxLink[] =>
  FIELDS.flatMap((field) => {
    const label = activeFilterLabel(search.filters, field);
    return label === null
      ? []
      : [
          {
            field,
            label,
            url: urlOf(path, { ...search, filters: without(search.filters, field) }),
          },
        ];
  });

/** "Alle Filter zurücksetzen": the same search and sort without any filter. */
export const resetFiltersUrl = (path: string, search: ResultSearch): string =>
  urlOf(path, { searchData: search.searchData, filters: {} });
