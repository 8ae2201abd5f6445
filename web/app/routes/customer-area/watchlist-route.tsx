import type { ReactElement } from 'react';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from 'react-router-dom';
import {
  RETURN_TO_FIELD,
  safeReturnPath,
  WATCHLIST_PATH,
} from '../../../../domain/customer-area/customer-area-paths';
import { RESULT_PATH } from '../../../../domain/onboarding/flow-steps';
import { WATCHLIST_MESSAGES } from '../../../../domain/watchlist/watchlist-entry';
import type { AppServices } from '../../../../ports/app-services';
import { NOT_LOGGED_IN } from '../../../../ports/customer-area-page-services';
import type { WatchlistView } from '../../../../ports/use-cases/watchlist.use-case';
import {
  REMOVE_INTENT,
  ROW_SAVE_FIELD,
  SAVE_INTENT,
  WATCHLIST_FIELDS,
} from '../../../components/watchlist-save-form';
import { loginHrefFor } from '../../root/page-shell';
import { serverOnly } from '../../server-only';
import { CustomerAreaFrame, useCustomerAreaPageData } from './customer-area-frame';

/** The query parameters of the answers the POST redirects to (303): a reload changes nothing. */
const SAVED_PARAMETER = 'gemerkt';
const REMOVED_PARAMETER = 'entfernt';
const BACK_PARAMETER = 'zurueck';

type WatchlistData =
  | { readonly kind: 'login'; readonly loginHref: string }
  | {
      readonly kind: 'list';
      readonly entries: readonly WatchlistView[];
      readonly notice: string | null;
      readonly error: string | null;
      /** Back to the page „Merken“ was pressed on, after saving. */
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
    const saved = params.get(SAVED_PARAMETER) === '1';
    const back = params.get(BACK_PARAMETER);
    return data<WatchlistData>({
      kind: 'list',
      entries,
      notice: saved
        ? 'Gemerkt: Sie finden den Eintrag jetzt auf Ihrem Merkzettel.'
        : params.get(REMOVED_PARAMETER) === '1'
          ? 'Der Eintrag wurde von Ihrem Merkzettel entfernt.'
          : null,
      error: null,
      backHref: saved && back !== null ? safeReturnPath(back) : null,
    });
  };

const fieldOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** What is to be saved: a „Merken“ form's fields, or a result row's button in the list's form. */
const saveRequestOf = (
  form: FormData,
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
    // Back to the list of the search as saved (canonical, without the list's own fields).
    return { kind: 'tariff', tariffId: rowTariff, query, returnTo: null };
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
    const wanted = saveRequestOf(form);
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
    const returnTo = safeReturnPath(
      wanted.returnTo ??
        `${RESULT_PATH}?${saved !== NOT_LOGGED_IN && saved.ok ? saved.value.query : wanted.query}`,
    );
    // Nothing to save for a guest: the login brings them back to the page they were on.
    if (saved === NOT_LOGGED_IN) throw redirect(loginHrefFor(returnTo), 303);
    if (saved.ok) {
      throw redirect(
        `${WATCHLIST_PATH}?${SAVED_PARAMETER}=1&${BACK_PARAMETER}=${encodeURIComponent(returnTo)}`,
        303,
      );
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

const EntryItem = ({ entry }: { readonly entry: WatchlistView }): ReactElement => {
  const headingId = `merk-${entry.id}`;
  return (
    <li className="area-card area-entry" data-entry-kind={entry.kind} aria-labelledby={headingId}>
      <div className="area-entry__text">
        <h2 id={headingId}>{entry.label}</h2>
        <p>{entry.detail}</p>
        <p>{`Gemerkt am ${entry.savedOn}`}</p>
      </div>
      <div className="area-entry__actions">
        <a className="rk-button rk-button--primary" href={entry.href} data-testid="watchlist-open">
          {entry.kind === 'tariff' ? 'Tarif öffnen' : 'Vergleich öffnen'}
          <span className="visually-hidden">{`: ${entry.label}`}</span>
        </a>
        <form method="post" action={WATCHLIST_PATH}>
          <input type="hidden" name={WATCHLIST_FIELDS.intent} value={REMOVE_INTENT} />
          <input type="hidden" name="id" value={entry.id} />
          <button
            type="submit"
            className="rk-button rk-button--secondary"
            data-testid="watchlist-remove"
          >
            Entfernen<span className="visually-hidden">{`: ${entry.label}`}</span>
          </button>
        </form>
      </div>
    </li>
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
                <EntryItem key={entry.id} entry={entry} />
              ))}
            </ul>
          )}
        </>
      )}
    </CustomerAreaFrame>
  );
};
