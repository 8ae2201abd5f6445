import { Temporal } from 'temporal-polyfill';
import { berlinDateOf } from '../../domain/calendar/berlin';
import { germanDateOfIso } from '../../domain/calendar/calendar-day';
import { compareTariffs } from '../../domain/comparison/compare-tariffs';
import { tariffDetails } from '../../domain/comparison/tariff-details';
import { err, ok, type Result } from '../../domain/result';
import { searchFromUrl } from '../../domain/search-data/search-from-url';
import {
  comparisonLabelOf,
  WATCHLIST_LIMIT,
  WATCHLIST_MESSAGES,
  type WatchlistEntry,
  type WatchlistError,
  type WatchlistKind,
  watchlistEntryHref,
  watchlistItemOf,
} from '../../domain/watchlist/watchlist-entry';
import type { ClockPort } from '../clock.port';
import type { IdGeneratorPort } from '../id-generator.port';
import type { TariffCataloguePort } from '../tariff-catalogue.port';
import type { WatchlistStorePort } from '../watchlist-store.port';
import { storedInstantOf } from './submit-application.use-case';

/** One Merkzettel entry as the customer area shows it. */
export interface WatchlistView {
  readonly id: string;
  readonly kind: WatchlistKind;
  /** The tariff's name, or the comparison's product and contribution. */
  readonly label: string;
  /** The insurer of a tariff and the search it was saved from; the comparison's product again. */
  readonly detail: string;
  /** Reopens the details or the result list with the same search. */
  readonly href: string;
  /** DD.MM.YYYY. */
  readonly savedOn: string;
  /**
   * A tariff's pensions and grade for the saved search, figured today as its details page
   * does; null for a comparison, or when the tariff or search no longer gives figures.
   */
  readonly figures: WatchlistFigures | null;
}

/** What a tariff entry shows of its details: the monthly pensions (euros) and the grade. */
export interface WatchlistFigures {
  readonly guaranteedPension: number;
  readonly projectedPension: number;
  readonly grade: number;
}

export interface WatchlistUseCases {
  save(
    accountId: string,
    input: { readonly kind: string; readonly tariffId: string; readonly query: string },
  ): Promise<Result<WatchlistEntry, WatchlistError>>;
  list(accountId: string): Promise<readonly WatchlistView[]>;
  /** False when the account has no such entry. */
  remove(accountId: string, id: string): Promise<boolean>;
}
export const WatchlistUseCases = Symbol.for('WatchlistUseCases');

const ENTRY_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** The Merkzettel of a logged-in account: save (once per item, at most the limit), list, remove. */
export const makeWatchlistUseCases = (deps: {
  readonly store: WatchlistStorePort;
  readonly catalogue: TariffCataloguePort;
  readonly clock: ClockPort;
  readonly ids: IdGeneratorPort;
}): WatchlistUseCases => ({
  save: async (accountId, input) => {
    const item = watchlistItemOf(input);
    if (!item.ok) return item;
    const existing = await deps.store.list(accountId);
    const same = existing.find(
      (e) =>
        e.kind === item.value.kind &&
        e.tariffId === item.value.tariffId &&
        e.query === item.value.query,
    );
    if (same !== undefined) return ok(same);
    if (existing.length >= WATCHLIST_LIMIT) {
      return err({ kind: 'watchlist/full', message: WATCHLIST_MESSAGES.full });
    }
    // Only what the comparison itself accepts (issue 30 finding 7): an entry whose link would
    // answer 400 (mp=1e308, a tariff that does not take the amount) is refused with the reason.
    const catalogue = await deps.catalogue.load();
    if (!catalogue.ok)
      return err({ kind: 'watchlist/invalid', message: WATCHLIST_MESSAGES.invalid });
    if (
      item.value.kind === 'tariff' &&
      !catalogue.value.tariffs.some((t) => t.id === item.value.tariffId)
    ) {
      return err({ kind: 'watchlist/invalid', message: WATCHLIST_MESSAGES.invalid });
    }
    const search = searchFromUrl(item.value.query);
    if (!search.ok) return err({ kind: 'watchlist/invalid', message: search.error.message });
    const { searchData, filters, deviceOutput } = search.value;
    const now = deps.clock.now();
    const opens =
      item.value.kind === 'tariff'
        ? tariffDetails(catalogue.value, item.value.tariffId, searchData, now, deviceOutput)
        : compareTariffs(catalogue.value, searchData, filters, now, deviceOutput);
    if (!opens.ok) return err({ kind: 'watchlist/invalid', message: opens.error.message });
    const saved = await deps.store.add({
      ...item.value,
      id: deps.ids.newId(),
      accountId,
      savedAt: storedInstantOf(deps.clock.now()),
    });
    return ok(saved);
  },
  list: async (accountId) => {
    const [entries, catalogue] = await Promise.all([
      deps.store.list(accountId),
      deps.catalogue.load(),
    ]);
    const tariffs = catalogue.ok ? catalogue.value.tariffs : [];
    const now = deps.clock.now();
    const figuresOf = (entry: WatchlistEntry): WatchlistFigures | null => {
      if (!catalogue.ok || entry.kind !== 'tariff') return null;
      const search = searchFromUrl(entry.query);
      if (!search.ok) return null;
      const details = tariffDetails(
        catalogue.value,
        entry.tariffId,
        search.value.searchData,
        now,
        search.value.deviceOutput,
      );
      if (!details.ok) return null;
      const { guaranteedPension, projectedPension, grade } = details.value.row;
      return { guaranteedPension, projectedPension, grade };
    };
    return entries.map((entry) => {
      const comparison = comparisonLabelOf(entry.query);
      const tariff = tariffs.find((t) => t.id === entry.tariffId);
      const savedOn = germanDateOfIso(
        berlinDateOf(Temporal.Instant.from(entry.savedAt)).toString(),
      );
      return entry.kind === 'tariff'
        ? {
            id: entry.id,
            kind: entry.kind,
            label: tariff?.tariffName ?? entry.tariffId,
            detail: `${tariff?.insurerName ?? 'Tarif'} · ${comparison}`,
            href: watchlistEntryHref(entry),
            savedOn,
            figures: figuresOf(entry),
          }
        : {
            id: entry.id,
            kind: entry.kind,
            label: comparison,
            detail: 'Vergleich',
            href: watchlistEntryHref(entry),
            savedOn,
            figures: null,
          };
    });
  },
  remove: async (accountId, id) => ENTRY_ID.test(id) && deps.store.remove(accountId, id),
});
