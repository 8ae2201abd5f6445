import { filterSheetLabel } from '../../../domain/result-view/active-filters';
import { carriedSearchData, type ResultSearch } from '../../../domain/result-view/filter-form';
import {
  FLAG_FILTERS,
  SELECT_FILTERS,
  SORT_CHOICES,
} from '../../../domain/result-view/filter-options';
import type { ResultInsurer } from '../../../domain/result-view/result-facts';
import { FUND_FILTER_KEYS } from '../../../domain/result-view/result-presentation';
import { encodeSearchQuery } from '../../../domain/search-data/encode';

/**
 * The filter sheet's controls for one search, as both writers show them: the React component
 * (filter-panel.tsx) and, on the server, the text writer (filter-panel-html.ts).
 */
export interface FilterSheetModel {
  readonly label: string;
  /** The search data the form carries as hidden fields (not the filters, not the sort). */
  readonly carried: readonly (readonly [string, string])[];
  readonly selects: readonly {
    readonly key: string;
    readonly label: string;
    readonly choices: readonly { readonly value: string; readonly label: string }[];
    readonly selected: string;
  }[];
  readonly flags: readonly { readonly key: string; readonly label: string; readonly on: boolean }[];
  readonly insurers: readonly {
    readonly id: number;
    readonly name: string;
    readonly on: boolean;
  }[];
}

/** One filter sheet per page: fixed ids (not useId), so the server can write it as text. */
export const FILTER_ID = 'filter';

export const filterSheetModel = (
  search: ResultSearch,
  insurers: readonly ResultInsurer[],
  fundFilters: boolean,
): FilterSheetModel => {
  const { filters, searchData } = search;
  const chosen = new Set(filters.insuranceFilter ?? []);
  const shown = (filter: { readonly key: string }): boolean =>
    fundFilters || !FUND_FILTER_KEYS.includes(filter.key);
  return {
    label: filterSheetLabel(filters),
    carried: [
      ...new URLSearchParams(
        encodeSearchQuery({ searchData: carriedSearchData(searchData), filters: {} }),
      ),
    ],
    selects: [
      {
        key: 'sort',
        label: 'Sortieren nach',
        choices: SORT_CHOICES,
        selected: searchData.sortedBy ?? 'projectedPension',
      },
      ...SELECT_FILTERS.filter(shown).map((select) => ({
        key: select.key,
        label: select.label,
        choices: select.choices,
        selected: String(filters[select.field] ?? 'all'),
      })),
    ],
    flags: FLAG_FILTERS.filter(shown).map((flag) => ({
      key: flag.key,
      label: flag.label,
      on: filters[flag.field] === true,
    })),
    insurers: insurers.map((insurer) => ({ ...insurer, on: chosen.has(insurer.id) })),
  };
};
