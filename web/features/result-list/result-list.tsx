import { type FormEvent, type ReactElement, useEffect, useState } from 'react';
import { RESULT_PATH } from '../../../domain/onboarding/flow-steps';
import {
  COMPARE_MESSAGES,
  COMPARE_SUBMIT_FIELD,
  checkCompareSelection,
  MAX_COMPARED,
} from '../../../domain/result-view/compare-selection';
import type { ResultSearch } from '../../../domain/result-view/filter-form';
import { resultPresentationOf } from '../../../domain/result-view/result-presentation';
import { encodeSearchQuery } from '../../../domain/search-data/encode';
import type { ComparisonAnswer } from '../../../ports/use-cases/compare-tariffs.use-case';
import { EmptyState } from './empty-state';
import { FilterPanel } from './filter-panel';
import { ResultRow } from './result-row';
import { countText } from './result-texts';
import './result-list.css';

export interface ResultListProps {
  readonly answer: ComparisonAnswer;
  readonly search: ResultSearch;
  /** SPEC §6: members of the points programme see the bonus points per tariff. */
  readonly showPoints: boolean;
  /** The tariffs ticked before a refused "Vergleichen" (no JavaScript), and its message. */
  readonly selected: readonly string[];
  readonly compareMessage: string | null;
  /** The router's client-side GET submission (from web/app), after hydration. */
  readonly submitForm: (form: HTMLFormElement) => void;
}

/** Filters, count, demo label, the rows and the "Vergleichen" selection. */
export const ResultList = ({
  answer,
  search,
  showPoints,
  selected,
  compareMessage,
  submitForm,
}: ResultListProps): ReactElement => {
  const query = encodeSearchQuery(search);
  const presentation = resultPresentationOf(search.searchData.productType);
  const [ticked, setTicked] = useState<readonly string[]>(selected);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const factsOf = new Map(answer.facts.map((f) => [f.tariffId, f]));
  const check = checkCompareSelection(ticked);
  const liveMessage =
    ticked.length > MAX_COMPARED ? COMPARE_MESSAGES.tooMany : hydrated ? null : compareMessage;
  const onToggle = (id: string, on: boolean): void =>
    setTicked((now) => (on ? [...now.filter((x) => x !== id), id] : now.filter((x) => x !== id)));
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (check.ok) submitForm(event.currentTarget);
  };
  return (
    <div className="results">
      {answer.demo ? (
        <p className="results__demo" data-testid="demo-label">
          Demo-Daten: Versicherer und Tarife sind erfunden und dienen nur zur Veranschaulichung.
        </p>
      ) : null}
      <div className="results__layout">
        <FilterPanel
          search={search}
          insurers={answer.insurers}
          submitForm={submitForm}
          fundFilters={presentation.showsFundFilters}
        />
        <div className="results__main">
          <p className="results__count" data-testid="result-count" aria-live="polite">
            {countText(answer.shown, answer.total)}
          </p>
          {answer.results.length === 0 ? (
            <EmptyState search={search} />
          ) : (
            <form method="get" action={RESULT_PATH} className="compare-form" onSubmit={onSubmit}>
              <input
                type="hidden"
                name={COMPARE_SUBMIT_FIELD.name}
                value={COMPARE_SUBMIT_FIELD.value}
              />
              {[...new URLSearchParams(query)].map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <ol className="results__list">
                {answer.results.map((row) => (
                  <ResultRow
                    key={row.tariffId}
                    row={row}
                    facts={factsOf.get(row.tariffId) ?? null}
                    query={query}
                    showPoints={showPoints}
                    checked={ticked.includes(row.tariffId)}
                    onToggle={onToggle}
                    presentation={presentation}
                  />
                ))}
              </ol>
              <div className="compare-bar" data-testid="compare-bar">
                <p className="compare-bar__text" role="status">
                  {liveMessage ??
                    `${ticked.length} von höchstens ${MAX_COMPARED} Tarifen ausgewählt`}
                </p>
                <button
                  type="submit"
                  className="rk-button rk-button--primary"
                  disabled={hydrated && !check.ok}
                >
                  Vergleichen
                </button>
              </div>
            </form>
          )}
        </div>
      </div>
    </div>
  );
};
