import type { ReactElement } from 'react';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from 'react-router-dom';
import {
  RETURN_TO_FIELD,
  WATCHLIST_PATH,
} from '../../../../domain/customer-area/customer-area-paths';
import { sameOriginReturnPath } from '../../../../domain/customer-area/return-path';
import { RESULT_PATH } from '../../../../domain/onboarding/flow-steps';
import { WATCHLIST_MESSAGES } from '../../../../domain/watchlist/watchlist-entry';
import type { AppServices } from '../../../../ports/app-services';
import { NOT_LOGGED_IN } from '../../../../ports/customer-area-page-services';
import type { WatchlistView } from '../../../../ports/use-cases/watchlist.use-case';
import {
  REMOVE_INTENT,
  ROW_SAVE_FIELD,
  SAVE_INTENT,
  savedAnchorOf,
  WATCHLIST_FIELDS,
} from '../../../components/watchlist-save-form';
import { WatchlistEntryItem } from '../../../features/customer-area/watchlist-entry-item';
import { loginHrefFor } from '../../root/page-shell';
import { serverOnly } from '../../server-only';
import { CustomerAreaFrame, useCustomerAreaPageData } from './customer-area-frame';

/** The query parameter of the answer to „Entfernen“ (303): a reload changes nothing. */
const REMOVED_PARAMETER = 'entfernt';

type WatchlistData =
  | { readonly kind: 'login'; readonly loginHref: string }
  | {
      readonly kind: 'list';
      readonly entries: readonly WatchlistView[];
      readonly notice: string | null;
      readonly error: string | null;
      /** Back to the page „Merken“ was pressed on, after a refused save. */
      readonly backHref: string | null;
    };

const loginData = (returnTo: string): WatchlistData => ({
  kind: 'login',
  loginHref: loginHrefFor(returnTo),
});

/** /kundenbereich/merkzettel: the account's saved tariffs and comparisons. */
export const loader =
  (svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs) => {
    const area = await serverOnly(svc, 'customerArea', request);
    const entries = await area.watchlist();
    if (entries === null) return data<WatchlistData>(loginData(WATCHLIST_PATH));
    const params = new URL(request.url).searchParams;
    return data<WatchlistData>({
      kind: 'list',
      entries,
      notice:
        params.get(REMOVED_PARAMETER) === '1'
          ? 'Der Eintrag wurde von Ihrem Merkzettel entfernt.'
          : null,
      error: null,
      backHref: null,
    });
  };

const fieldOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * What is to be saved: a „Merken“ form's fields, or a result row's button in the list's form (its
 * page to return to rides in the button's form action: `?returnTo=`).
 */
const saveRequestOf = (
  form: FormData,
  url: URL,
): {
  readonly kind: string;
  readonly tariffId: string;
  readonly query: string;
  /** Null: the result list of the saved search. */
  readonly returnTo: string | null;
} | null => {
  const rowTariff = fieldOf(form, ROW_SAVE_FIELD);
  if (rowTariff !== '') {
    // The list's hidden fields are the search; the codec drops the list's own fields.
    const pairs = [...form.entries()].flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value] as [string, string]] : [],
    );
    const query = new URLSearchParams(pairs).toString();
    // Back to the list as shown; without it, the list of the search as saved.
    return {
      kind: 'tariff',
      tariffId: rowTariff,
      query,
      returnTo: url.searchParams.get(RETURN_TO_FIELD),
    };
  }
  if (fieldOf(form, WATCHLIST_FIELDS.intent) !== SAVE_INTENT) return null;
  return {
    kind: fieldOf(form, WATCHLIST_FIELDS.kind),
    tariffId: fieldOf(form, WATCHLIST_FIELDS.tariffId),
    query: fieldOf(form, WATCHLIST_FIELDS.query),
    returnTo: fieldOf(form, RETURN_TO_FIELD),
  };
};

/**
 * „Merken“ and „Entfernen“ posted as documents (the server refuses a foreign origin): 303 to
 * the Merkzettel with a notice, the list with the message (400), or the login for a guest.
 */
export const action =
  (svc: AppServices) =>
  async ({ request }: ActionFunctionArgs) => {
    const area = await serverOnly(svc, 'customerArea', request);
    const form = await request.formData();
    if (fieldOf(form, WATCHLIST_FIELDS.intent) === REMOVE_INTENT) {
      const removed = await area.remove(fieldOf(form, 'id'));
      if (removed === NOT_LOGGED_IN) throw redirect(loginHrefFor(WATCHLIST_PATH), 303);
      if (removed) throw redirect(`${WATCHLIST_PATH}?${REMOVED_PARAMETER}=1`, 303);
      const entries = (await area.watchlist()) ?? [];
      return data<WatchlistData>(
        {
          kind: 'list',
          entries,
          notice: null,
          error: 'Diesen Eintrag gibt es auf Ihrem Merkzettel nicht (mehr).',
          backHref: null,
        },
        { status: 404 },
      );
    }
    const url = new URL(request.url);
    const wanted = saveRequestOf(form, url);
    if (wanted === null) {
      return data<WatchlistData>(
        {
          kind: 'list',
          entries: (await area.watchlist()) ?? [],
          notice: null,
          error: WATCHLIST_MESSAGES.invalid,
          backHref: null,
        },
        { status: 400 },
      );
    }
    const saved = await area.save(wanted);
    // Only a page of this site (parsed with URL, same origin), else the Merkzettel itself.
    const returnTo = sameOriginReturnPath(
      wanted.returnTo ??
        `${RESULT_PATH}?${saved !== NOT_LOGGED_IN && saved.ok ? saved.value.query : wanted.query}`,
      url.origin,
    );
    // Nothing to save for a guest: the login brings them back to the page they were on.
    if (saved === NOT_LOGGED_IN) throw redirect(loginHrefFor(returnTo), 303);
    // Issue 32 finding 10: the customer stays on the page, at the „Gemerkt“ beside the button.
    if (saved.ok) {
      throw redirect(`${returnTo}#${savedAnchorOf(saved.value.kind, saved.value.tariffId)}`, 303);
    }
    return data<WatchlistData>(
      {
        kind: 'list',
        entries: (await area.watchlist()) ?? [],
        notice: null,
        error: saved.error.message,
        backHref: returnTo,
      },
      { status: 400 },
    );
  };

export const Component = (): ReactElement => {
  const page = useCustomerAreaPageData<WatchlistData>();
  return (
    <CustomerAreaFrame
      path={WATCHLIST_PATH}
      fallbackHeading="Mein Merkzettel"
      login={
        page.kind === 'login' ? { href: page.loginHref, text: WATCHLIST_MESSAGES.login } : null
      }
    >
      {page.kind === 'login' ? null : (
        <>
          {page.notice === null ? null : (
            <p className="area-notice" role="status" data-testid="watchlist-notice">
              {page.notice}
            </p>
          )}
          {page.error === null ? null : (
            <p className="area-error" role="alert" data-testid="watchlist-error">
              {page.error}
            </p>
          )}
          {page.backHref === null ? null : (
            <p>
              <a href={page.backHref} data-testid="watchlist-back">
                ← Zurück zur vorherigen Seite
              </a>
            </p>
          )}
          {page.entries.length === 0 ? (
            <section className="area-card" data-testid="watchlist-empty">
              <h2>Ihr Merkzettel ist leer</h2>
              <p>
                Mit „Merken“ in der Ergebnisliste und in den Tarifdetails speichern Sie Tarife und
                ganze Vergleiche hier.
              </p>
            </section>
          ) : (
            <ul className="area-list" data-testid="watchlist-entries">
              {page.entries.map((entry) => (
                <WatchlistEntryItem key={entry.id} entry={entry} />
              ))}
            </ul>
          )}
        </>
      )}
    </CustomerAreaFrame>
  );
};
