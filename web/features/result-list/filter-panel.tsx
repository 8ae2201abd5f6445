import type { FormEvent, ReactElement } from 'react';
import { RESULT_PATH } from '../../../domain/onboarding/flow-steps';
import { FILTER_SUBMIT_FIELD, type ResultSearch } from '../../../domain/result-view/filter-form';
import { INSURER_FIELD, INSURER_FILTER_LABEL } from '../../../domain/result-view/filter-options';
import type { ResultInsurer } from '../../../domain/result-view/result-facts';
import { encodeSearchQuery } from '../../../domain/search-data/encode';
import { StaticIsland } from '../../components/static-island';
import { FILTER_ID, filterSheetModel } from './filter-sheet-model';

export interface FilterPanelProps {
  readonly search: ResultSearch;
  readonly insurers: readonly ResultInsurer[];
  /** False for a Sofortrente: it has no funds to filter by. */
  readonly fundFilters?: boolean;
  /** The router's client-side GET submission (from web/app), after hydration. */
  readonly submitForm: (form: HTMLFormElement) => void;
}

/**
 * SPEC §3 filters and the sort as a GET form to /result (works without JavaScript: the loader
 * reads the form and redirects to the canonical URL); after hydration every change submits.
 * On a phone the form waits behind a button (a `details` sheet, so it opens without JavaScript)
 * and the first tariff shows on the first screen; on a wide screen it is always open.
 * The server writes the sheet's insides as text (filter-panel-html.ts, issue 31: React's walk of
 * its ninety elements was a tenth of a new search's CPU); the browser renders FilterSheet.
 */
export const FilterPanel = (props: FilterPanelProps): ReactElement => (
  <StaticIsland source={props.insurers} cacheKey={null}>
    <details className="filters-sheet">
      <FilterSheet {...props} />
    </details>
  </StaticIsland>
);

/** The sheet's toggle and form (the children of FilterPanel's `details`). */
export const FilterSheet = ({
  search,
  insurers,
  submitForm,
  fundFilters = true,
}: FilterPanelProps): ReactElement => {
  const sheet = filterSheetModel(search, insurers, fundFilters);
  const onChange = (event: FormEvent<HTMLFormElement>): void => submitForm(event.currentTarget);
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    submitForm(event.currentTarget);
  };
  return (
    <>
      <summary className="filters-sheet__toggle" data-testid="filter-sheet-toggle">
        {sheet.label}
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
        {sheet.carried.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {sheet.selects.map((select) => (
          <div key={select.key} className="filters__field">
            <label htmlFor={`${FILTER_ID}-${select.key}`}>{select.label}</label>
            <select
              id={`${FILTER_ID}-${select.key}`}
              name={select.key}
              defaultValue={select.selected}
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
          {sheet.flags.map((flag) => (
            <label key={flag.key} className="filters__check">
              <input type="checkbox" name={flag.key} value="1" defaultChecked={flag.on} />
              {flag.label}
            </label>
          ))}
        </fieldset>
        <fieldset className="filters__insurers">
          <legend>{INSURER_FILTER_LABEL}</legend>
          {sheet.insurers.map((insurer) => (
            <label key={insurer.id} className="filters__check">
              <input
                type="checkbox"
                name={INSURER_FIELD}
                value={insurer.id}
                defaultChecked={insurer.on}
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
    </>
  );
};
