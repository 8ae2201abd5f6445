import type { WatchlistEntry } from '../domain/watchlist/watchlist-entry';

/** The Merkzettel entries of the accounts. */
export interface WatchlistStorePort {
  /**
   * Keeps the entry; the account's same item (kind, tariff, query) saved before stays as it was
   * and is answered instead, so saving twice keeps one entry.
   */
  add(entry: WatchlistEntry): Promise<WatchlistEntry>;
  /** The account's entries, newest first. */
  list(accountId: string): Promise<readonly WatchlistEntry[]>;
  count(accountId: string): Promise<number>;
  /** Removes the account's entry; false when the account has no entry with that id. */
  remove(accountId: string, id: string): Promise<boolean>;
}
export const WatchlistStorePort = Symbol.for('WatchlistStorePort');
