import { type FormEvent, type ReactElement, useEffect, useState } from 'react';
import {
  MAX_COMPARISON_PAGE_SIZE,
  moreRowsAfter,
  RESULT_FIRST_ROWS,
  SHOW_ROWS_PARAMETER,
} from '../../../domain/comparison/comparison-page';
import { wishNoticeText } from '../../../domain/comparison-view/wish-texts';
import { RESULT_PATH } from '../../../domain/onboarding/flow-steps';
import {
  COMPARE_SUBMIT_FIELD,
  checkCompareSelection,
  compareStatusText,
  MAX_COMPARED,
  toggleCompared,
} from '../../../domain/result-view/compare-selection';
import type { ResultSearch } from '../../../domain/result-view/filter-form';
import { resultPresentationOf } from '../../../domain/result-view/result-presentation';
import { encodeSearchQuery } from '../../../domain/search-data/encode';
import type { ComparisonAnswer } from '../../../ports/use-cases/compare-tariffs.use-case';
import { StaticIsland } from '../../components/static-island';
import { WatchlistSaveForm } from '../../components/watchlist-save-form';
import { EmptyState } from './empty-state';
import { FilterPanel } from './filter-panel';
import { keepSelection, readKeptSelection } from './kept-compare-selection';
import { ResultRow } from './result-row';
import { countText } from './result-texts';
import './result-list.css';
import './result-layout.css';
import './search-bar.css';

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
  /** A logged-in customer may put tariffs and the comparison on the Merkzettel. */
  readonly canSave?: boolean;
  /** The search bar's HTML (search-bar-html.ts, made by the loader), or null for none. */
  readonly searchBar?: string | null;
}

/** Filters, count, demo label, the rows and the "Vergleichen" selection. */
export const ResultList = ({
  answer,
  search,
  showPoints,
  selected,
  compareMessage,
  submitForm,
  canSave = false,
  searchBar = null,
}: ResultListProps): ReactElement => {
  const query = encodeSearchQuery(search);
  // The list as shown, for „Merken“ to come back to (with the rows shown beyond the first page).
  const listUrl = `${RESULT_PATH}?${query}${
    answer.results.length > RESULT_FIRST_ROWS
      ? `&${SHOW_ROWS_PARAMETER}=${answer.results.length}`
      : ''
  }`;
  const presentation = resultPresentationOf(search.searchData.productType);
  const [ticked, setTicked] = useState<readonly string[]>(selected);
  // A new list (filters, sort) starts from its own selection; the filter sheet stays open.
  const [listQuery, setListQuery] = useState(query);
  if (listQuery !== query) {
    setListQuery(query);
    setTicked(selected);
  }
  const [hydrated, setHydrated] = useState(false);
  const shownIds = answer.results.map((row) => row.tariffId).join(' ');
  useEffect(() => setHydrated(true), []);
  // Back from the details (or the comparison): the ticks kept for this list, unless the server
  // already rendered a refused selection.
  useEffect(() => {
    if (selected.length > 0) return;
    const kept = readKeptSelection(query, shownIds.split(' '));
    if (kept.length > 0) setTicked(kept);
  }, [query, shownIds, selected]);
  const factsOf = new Map(answer.facts.map((f) => [f.tariffId, f]));
  const check = checkCompareSelection(ticked);
  const wishNotice = wishNoticeText(answer.wishes);
  const liveMessage = hydrated ? null : compareMessage;
  // After hydration a fourth box cannot be ticked; the line says why.
  const full = hydrated && ticked.length >= MAX_COMPARED;
  const onToggle = (id: string, on: boolean): void => {
    const next = toggleCompared(ticked, id, on);
    setTicked(next);
    keepSelection(query, next);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    // „Merken“ posts the form to the Merkzettel as a document: not the comparison's submission.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute('formmethod') === 'post') return;
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
      {searchBar === null ? null : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the loader's HTML, every value escaped (search-bar-html.ts)
        <div className="results__search" dangerouslySetInnerHTML={{ __html: searchBar }} />
      )}
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
          {canSave ? (
            <WatchlistSaveForm
              kind="comparison"
              query={query}
              returnTo={listUrl}
              label="Vergleich merken"
            />
          ) : null}
          {wishNotice === null ? null : (
            <p className="results__wishes" data-testid="wish-notice">
              {wishNotice}
            </p>
          )}
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
              {/* The rows as the server rendered them for everyone with this answer: made once per
                  kept answer (adapters/server/comparison-memo.ts), unless boxes are ticked. */}
              <StaticIsland
                source={answer}
                cacheKey={
                  ticked.length === 0
                    ? `${showPoints ? 'points' : 'plain'}${canSave ? ' save' : ''} ${listUrl}`
                    : null
                }
              >
                <ol className="results__list">
                  {answer.results.map((row, index) => (
                    <ResultRow
                      key={row.tariffId}
                      position={index + 1}
                      row={row}
                      facts={factsOf.get(row.tariffId) ?? null}
                      wishes={answer.wishes}
                      query={query}
                      insuranceStart={answer.insuranceStart}
                      showPoints={showPoints}
                      checked={ticked.includes(row.tariffId)}
                      locked={full && !ticked.includes(row.tariffId)}
                      onToggle={onToggle}
                      presentation={presentation}
                      canSave={canSave}
                      listUrl={listUrl}
                    />
                  ))}
                </ol>
              </StaticIsland>
              {answer.results.length < Math.min(answer.shown, MAX_COMPARISON_PAGE_SIZE) ? (
                <p className="results__more" data-testid="results-more">
                  {/* Without JavaScript the longer page opens at the first row not seen yet. */}
                  <a
                    className="rk-button rk-button--secondary"
                    href={`${RESULT_PATH}?${query}&${SHOW_ROWS_PARAMETER}=${moreRowsAfter(answer.results.length)}#platz-${answer.results.length + 1}`}
                  >
                    {`Weitere ${Math.min(moreRowsAfter(answer.results.length), answer.shown) - answer.results.length} Tarife anzeigen`}
                  </a>{' '}
                  <span>{`${answer.results.length} von ${answer.shown} angezeigt`}</span>
                </p>
              ) : null}
              {/* Sticky only once a tariff is ticked: an idle bar covered the first card of a
                  phone's screen. Without JavaScript the server cannot know the ticks: sticky. */}
              <div
                className={
                  hydrated && ticked.length === 0 ? 'compare-bar compare-bar--idle' : 'compare-bar'
                }
                data-testid="compare-bar"
              >
                <p className="compare-bar__text" role="status">
                  {liveMessage ?? compareStatusText(ticked.length)}
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
