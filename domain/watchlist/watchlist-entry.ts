import { journeyUrl } from '../application/application-entry';
import { yearlyAmountOf } from '../comparison/normalize-contributions';
import { formatPrice } from '../format/price';
import { RESULT_PATH } from '../onboarding/flow-steps';
import { PRODUCT_TYPE_LABELS } from '../products/product-profile';
import { err, ok, type Result } from '../result';
import { encodeSearchQuery } from '../search-data/encode';
import { searchFromUrl } from '../search-data/search-from-url';
import { isTariffId } from '../tariffs/tariff-id';
import { isOneOf } from '../value-set';

/**
 * The Merkzettel of a logged-in customer: a tariff (reopens its details) or a whole comparison
 * (reopens the result list), each with the search it was saved from.
 */
export const WATCHLIST_KINDS = ['tariff', 'comparison'] as const;
export type WatchlistKind = (typeof WATCHLIST_KINDS)[number];
export const isWatchlistKind = (input: unknown): input is WatchlistKind =>
  isOneOf(WATCHLIST_KINDS, input);

/** What is saved: a tariff id ('' for a comparison) and the canonical search query. */
export interface WatchlistItem {
  readonly kind: WatchlistKind;
  readonly tariffId: string;
  /** The SPEC §3 search query in the codec's canonical form, without '?'. */
  readonly query: string;
}

export interface WatchlistEntry extends WatchlistItem {
  readonly id: string;
  readonly accountId: string;
  /** ISO instant. */
  readonly savedAt: string;
}

/** More than anybody compares; it keeps one account from filling the database. */
export const WATCHLIST_LIMIT = 50;

export const WATCHLIST_MESSAGES = {
  invalid: 'Dieser Eintrag kann nicht gemerkt werden. Bitte öffnen Sie den Vergleich erneut.',
  full: `Ihr Merkzettel ist voll (höchstens ${WATCHLIST_LIMIT} Einträge). Bitte entfernen Sie zuerst einen Eintrag.`,
  login: 'Bitte melden Sie sich an, um Tarife und Vergleiche auf Ihrem Merkzettel zu speichern.',
} as const;

export interface WatchlistError {
  readonly kind: 'watchlist/invalid' | 'watchlist/full';
  readonly message: string;
}

const MAX_QUERY_LENGTH = 4000;

/**
 * What a „Merken“ form sends, checked: a known kind, a tariff id for a tariff, and a search the
 * codec reads (kept in canonical form, so the same comparison saved twice is one entry).
 */
export const watchlistItemOf = (input: {
  readonly kind: string;
  readonly tariffId: string;
  readonly query: string;
}): Result<WatchlistItem, WatchlistError> => {
  const invalid = err<WatchlistError>({
    kind: 'watchlist/invalid',
    message: WATCHLIST_MESSAGES.invalid,
  });
  if (!isWatchlistKind(input.kind) || input.query.length > MAX_QUERY_LENGTH) return invalid;
  const tariffId = input.tariffId.trim();
  if (input.kind === 'tariff' ? !isTariffId(tariffId) : tariffId !== '') return invalid;
  const search = searchFromUrl(input.query);
  if (!search.ok || search.value.searchData.productType === undefined) return invalid;
  return ok({ kind: input.kind, tariffId, query: encodeSearchQuery(search.value) });
};

/** Where an entry reopens: the tariff's details, or the result list of the same search. */
export const watchlistEntryHref = (item: WatchlistItem): string =>
  item.kind === 'tariff'
    ? journeyUrl('/tariff-details', item.tariffId, item.query)
    : `${RESULT_PATH}?${item.query}`;

/** A comparison's name on the Merkzettel: its product and contribution („150 € mtl.“). */
export const comparisonLabelOf = (query: string): string => {
  const search = searchFromUrl(query);
  if (!search.ok) return 'Vergleich';
  const data = search.value.searchData;
  const product =
    data.productType === undefined ? 'Vergleich' : PRODUCT_TYPE_LABELS[data.productType];
  if (data.monthlyPayment !== undefined && data.monthlyPayment > 0) {
    // A yearly payment is shown as typed, as the result list shows it (SPEC §3 `mp` keeps a twelfth).
    return data.paymentPeriod === 'yearly'
      ? `${product}, ${formatPrice(yearlyAmountOf(data, data.monthlyPayment))} jährl.`
      : `${product}, ${formatPrice(data.monthlyPayment)} mtl.`;
  }
  if (data.oneTimePayment !== undefined && data.oneTimePayment > 0) {
    return `${product}, ${formatPrice(data.oneTimePayment)} einmalig`;
  }
  return product;
};
