import { type FormEvent, type ReactElement, useId } from 'react';
import { RESULT_PATH } from '../../../domain/onboarding/flow-steps';
import { filterSheetLabel } from '../../../domain/result-view/active-filters';
import {
  carriedSearchData,
  FILTER_SUBMIT_FIELD,
  type ResultSearch,
} from '../../../domain/result-view/filter-form';
import {
  FLAG_FILTERS,
  INSURER_FIELD,
  INSURER_FILTER_LABEL,
  SELECT_FILTERS,
  SORT_CHOICES,
} from '../../../domain/result-view/filter-options';
import type { ResultInsurer } from '../../../domain/result-view/result-facts';
import { FUND_FILTER_KEYS } from '../../../domain/result-view/result-presentation';
import { encodeSearchQuery } from '../../../domain/search-data/encode';

/**
 * SPEC §3 filters and the sort as a GET form to /result (works without JavaScript: the loader
 * reads the form and redirects to the canonical URL); after hydration every change submits.
 * On a phone the form waits behind a button (a `details` sheet, so it opens without JavaScript)
 * and the first tariff shows on the first screen; on a wide screen it is always open.
 */
export const FilterPanel = ({
  search,
  insurers,
  submitForm,
  fundFilters = true,
}: {
  readonly search: ResultSearch;
  readonly insurers: readonly ResultInsurer[];
  /** False for a Sofortrente: it has no funds to filter by. */
  readonly fundFilters?: boolean;
  /** The router's client-side GET submission (from web/app), after hydration. */
  readonly submitForm: (form: HTMLFormElement) => void;
}): ReactElement => {
  const id = useId();
  const { filters, searchData } = search;
  const carried = [
    ...new URLSearchParams(
      encodeSearchQuery({ searchData: carriedSearchData(searchData), filters: {} }),
    ),
  ];
  const chosen = new Set(filters.insuranceFilter ?? []);
  const shown = (filter: { readonly key: string }): boolean =>
    fundFilters || !FUND_FILTER_KEYS.includes(filter.key);
  const onChange = (event: FormEvent<HTMLFormElement>): void => submitForm(event.currentTarget);
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    submitForm(event.currentTarget);
  };
  return (
    <details className="filters-sheet">
      <summary className="filters-sheet__toggle" data-testid="filter-sheet-toggle">
        {filterSheetLabel(filters)}
      </summary>
      <form
        method="get"
        action={RESULT_PATH}
        className="filters"
        aria-label="Filter und Sortierung"
        key={encodeSearchQuery(search)}
        onChange={onChange}
        onSubmit={onSubmit}
      >
        <input type="hidden" name={FILTER_SUBMIT_FIELD.name} value={FILTER_SUBMIT_FIELD.value} />
        {carried.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="filters__field">
          <label htmlFor={`${id}-sort`}>Sortieren nach</label>
          <select
            id={`${id}-sort`}
            name="sort"
            defaultValue={searchData.sortedBy ?? 'projectedPension'}
          >
            {SORT_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        {SELECT_FILTERS.filter(shown).map((select) => (
          <div key={select.key} className="filters__field">
            <label htmlFor={`${id}-${select.key}`}>{select.label}</label>
            <select
              id={`${id}-${select.key}`}
              name={select.key}
              defaultValue={String(filters[select.field] ?? 'all')}
            >
              {select.choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        <fieldset className="filters__flags">
          <legend>Merkmale</legend>
          {FLAG_FILTERS.filter(shown).map((flag) => (
            <label key={flag.key} className="filters__check">
              <input
                type="checkbox"
                name={flag.key}
                value="1"
                defaultChecked={filters[flag.field] === true}
              />
              {flag.label}
            </label>
          ))}
        </fieldset>
        <fieldset className="filters__insurers">
          <legend>{INSURER_FILTER_LABEL}</legend>
          {insurers.map((insurer) => (
            <label key={insurer.id} className="filters__check">
              <input
                type="checkbox"
                name={INSURER_FIELD}
                value={insurer.id}
                defaultChecked={chosen.has(insurer.id)}
              />
              {insurer.name}
            </label>
          ))}
        </fieldset>
        <div className="filters__actions">
          <button type="submit" className="rk-button rk-button--secondary">
            Filter anwenden
          </button>
        </div>
      </form>
    </details>
  );
};
