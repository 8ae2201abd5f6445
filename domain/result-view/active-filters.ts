import type { SearchFilters } from '../search-data/search-data';
import { FLAG_FILTERS, SELECT_FILTERS } from './filter-options';

/**
 * How many filters narrow the list (a select off 'Alle', a ticked feature, an insurer choice
 * counting once): the number on the closed filter sheet's button, so a narrowed list says so.
 */
export const activeFilterCount = (filters: SearchFilters): number => {
  const selects = SELECT_FILTERS.filter((select) => {
    const value = filters[select.field];
    return value !== undefined && String(value) !== 'all';
  }).length;
  const flags = FLAG_FILTERS.filter((flag) => filters[flag.field] === true).length;
  const insurers = (filters.insuranceFilter?.length ?? 0) > 0 ? 1 : 0;
  return selects + flags + insurers;
};

/** The filter sheet's button: 'Filter und Sortierung' and the active filters ('2 aktiv'). */
export const filterSheetLabel = (filters: SearchFilters): string => {
  const count = activeFilterCount(filters);
  return count === 0 ? 'Filter und Sortierung' : `Filter und Sortierung (${count} aktiv)`;
};
