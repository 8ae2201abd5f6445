import type { ReactElement } from 'react';
import { RETURN_TO_FIELD, WATCHLIST_PATH } from '../../domain/customer-area/customer-area-paths';
import type { WatchlistKind } from '../../domain/watchlist/watchlist-entry';
import './watchlist-save-form.css';

/** The form fields of „Merken“: what the Merkzettel page's action reads. */
export const WATCHLIST_FIELDS = {
  intent: 'intent',
  kind: 'kind',
  tariffId: 'tariffId',
  query: 'query',
} as const;
export const SAVE_INTENT = 'save';
/**
 * A result row's „Merken“ sits inside the list's GET form (forms cannot nest): its button posts
 * that form to the Merkzettel with this field naming the tariff; the form's hidden fields carry
 * the search.
 */
export const ROW_SAVE_FIELD = 'merken';
export const REMOVE_INTENT = 'remove';

/**
 * The fragment a saved „Merken“ returns to (issue 32 finding 10: the customer stays on the page):
 * the notice beside the button that saved, shown by CSS `:target`, so it needs no JavaScript.
 */
export const savedAnchorOf = (kind: WatchlistKind, tariffId: string): string =>
  kind === 'comparison' ? 'gemerkt-vergleich' : `gemerkt-${tariffId}`;

/** „Gemerkt“ beside a „Merken“: hidden until the page is opened at its fragment. */
export const SavedNotice = ({
  anchor,
  what,
}: {
  readonly anchor: string;
  /** „Der Tarif „…““ or „Der Vergleich“. */
  readonly what: string;
}): ReactElement => (
  <p className="watchlist-saved" id={anchor} data-testid="watchlist-saved">
    {`Gemerkt: ${what} steht jetzt auf Ihrem Merkzettel. `}
    <a href={WATCHLIST_PATH}>Zum Merkzettel</a>
  </p>
);

/** A „Merken“ of a page: back to `returnTo` after saving, at the saved notice. */
export const watchlistActionOf = (returnTo: string): string =>
  `${WATCHLIST_PATH}?${RETURN_TO_FIELD}=${encodeURIComponent(returnTo)}`;

/**
 * „Merken“ as a document POST (no JavaScript needed; the server checks the origin): the tariff
 * or the whole comparison with its search, and the page to return to.
 */
export const WatchlistSaveForm = ({
  kind,
  tariffId = '',
  query,
  returnTo,
  label,
  accessibleName,
}: {
  readonly kind: WatchlistKind;
  readonly tariffId?: string;
  /** The canonical search query, without '?'. */
  readonly query: string;
  readonly returnTo: string;
  readonly label: string;
  /** What a screen reader hears beside the label, e.g. the tariff's name. */
  readonly accessibleName?: string;
}): ReactElement => (
  <div className="watchlist-save">
    <form method="post" action={WATCHLIST_PATH}>
      <input type="hidden" name={WATCHLIST_FIELDS.intent} value={SAVE_INTENT} />
      <input type="hidden" name={WATCHLIST_FIELDS.kind} value={kind} />
      <input type="hidden" name={WATCHLIST_FIELDS.tariffId} value={tariffId} />
      <input type="hidden" name={WATCHLIST_FIELDS.query} value={query} />
      <input type="hidden" name={RETURN_TO_FIELD} value={returnTo} />
      <button type="submit" className="rk-button rk-button--secondary" data-testid="watchlist-save">
        {label}
        {accessibleName === undefined ? null : (
          <span className="visually-hidden">{` ${accessibleName}`}</span>
        )}
      </button>
    </form>
    <SavedNotice
      anchor={savedAnchorOf(kind, tariffId)}
      what={kind === 'comparison' ? 'Der Vergleich' : `Der Tarif „${accessibleName ?? label}“`}
    />
  </div>
);
