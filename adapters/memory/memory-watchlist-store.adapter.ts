import type { WatchlistEntry } from '../../domain/watchlist/watchlist-entry';
import type { WatchlistStorePort } from '../../ports/watchlist-store.port';

const sameItem = (a: WatchlistEntry, b: WatchlistEntry): boolean =>
  a.accountId === b.accountId &&
  a.kind === b.kind &&
  a.tariffId === b.tariffId &&
  a.query === b.query;

/** Merkzettel entries in an array (tests). */
export class MemoryWatchlistStore implements WatchlistStorePort {
  private entries: WatchlistEntry[] = [];

  async add(entry: WatchlistEntry): Promise<WatchlistEntry> {
    const first = this.entries.find((e) => sameItem(e, entry));
    if (first !== undefined) return first;
    this.entries.push(entry);
    return entry;
  }

  async list(accountId: string): Promise<readonly WatchlistEntry[]> {
    return this.entries
      .filter((e) => e.accountId === accountId)
      .sort((a, b) => b.savedAt.localeCompare(a.savedAt) || a.id.localeCompare(b.id));
  }

  async count(accountId: string): Promise<number> {
    return this.entries.filter((e) => e.accountId === accountId).length;
  }

  async remove(accountId: string, id: string): Promise<boolean> {
    const before = this.entries.length;
    this.entries = this.entries.filter((e) => !(e.accountId === accountId && e.id === id));
    return this.entries.length < before;
  }
}
