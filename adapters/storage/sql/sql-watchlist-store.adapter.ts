import { inject, injectable } from 'inversify';
import { isWatchlistKind, type WatchlistEntry } from '../../../domain/watchlist/watchlist-entry';
import type { WatchlistStorePort } from '../../../ports/watchlist-store.port';
import type { WatchlistEntriesTable } from './database-schema';
import { SqlDatabase } from './sql-database';

const toEntry = (row: WatchlistEntriesTable): WatchlistEntry | null =>
  isWatchlistKind(row.kind)
    ? {
        id: row.id,
        accountId: row.account_id,
        kind: row.kind,
        tariffId: row.tariff_id,
        query: row.query,
        savedAt: row.saved_at,
      }
    : null;

/** Merkzettel entries in `watchlist_entries` (migration 0006). */
@injectable()
export class SqlWatchlistStore implements WatchlistStorePort {
  constructor(@inject(SqlDatabase) private readonly database: SqlDatabase) {}

  async add(entry: WatchlistEntry): Promise<WatchlistEntry> {
    // The unique item keeps the first entry; the one kept is read back and answered.
    await this.database.db
      .insertInto('watchlist_entries')
      .values({
        id: entry.id,
        account_id: entry.accountId,
        kind: entry.kind,
        tariff_id: entry.tariffId,
        query: entry.query,
        saved_at: entry.savedAt,
      })
      .onConflict((c) => c.columns(['account_id', 'kind', 'tariff_id', 'query']).doNothing())
      .execute();
    const row = await this.database.db
      .selectFrom('watchlist_entries')
      .selectAll()
      .where('account_id', '=', entry.accountId)
      .where('kind', '=', entry.kind)
      .where('tariff_id', '=', entry.tariffId)
      .where('query', '=', entry.query)
      .executeTakeFirst();
    const kept = row === undefined ? null : toEntry(row);
    if (kept === null) throw new Error('watchlist entry vanished after insert');
    return kept;
  }

  async list(accountId: string): Promise<readonly WatchlistEntry[]> {
    const rows = await this.database.db
      .selectFrom('watchlist_entries')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('saved_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.flatMap((row) => toEntry(row) ?? []);
  }

  async count(accountId: string): Promise<number> {
    const row = await this.database.db
      .selectFrom('watchlist_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async remove(accountId: string, id: string): Promise<boolean> {
    const result = await this.database.db
      .deleteFrom('watchlist_entries')
      .where('account_id', '=', accountId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
