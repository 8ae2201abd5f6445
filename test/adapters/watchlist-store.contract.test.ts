import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryWatchlistStore } from '../../adapters/memory/memory-watchlist-store.adapter';
import { SqlWatchlistStore } from '../../adapters/storage/sql/sql-watchlist-store.adapter';
import type { WatchlistEntry } from '../../domain/watchlist/watchlist-entry';
import type { WatchlistStorePort } from '../../ports/watchlist-store.port';
import { onPostgres } from './storage/postgres-subject';
import { inMemory, onTempFile, type Subject, type SubjectFactory } from './storage/temp-database';

const QUERY = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150';

const entry = (id: string, overrides: Partial<WatchlistEntry> = {}): WatchlistEntry => ({
  id,
  accountId: 'a-1',
  kind: 'tariff',
  tariffId: 'ostseewind-leben-privatrente-etf',
  query: QUERY,
  savedAt: '2026-11-26T10:00:00.000Z',
  ...overrides,
});

const contract = (name: string, factory: SubjectFactory<WatchlistStorePort>): void => {
  describe(`WatchlistStorePort: ${name}`, () => {
    let subject: Subject<WatchlistStorePort>;
    let store: WatchlistStorePort;
    beforeEach(async () => {
      subject = await factory();
      store = subject.store;
    });
    afterEach(async () => subject.dispose());

    it('keeps entries per account, newest first', async () => {
      await store.add(entry('e-1'));
      await store.add(
        entry('e-2', { kind: 'comparison', tariffId: '', savedAt: '2026-11-26T11:00:00.000Z' }),
      );
      await store.add(entry('e-3', { accountId: 'a-2' }));
      expect((await store.list('a-1')).map((e) => e.id)).toEqual(['e-2', 'e-1']);
      expect(await store.list('a-1')).toContainEqual(entry('e-1'));
      expect(await store.count('a-1')).toBe(2);
      expect((await store.list('a-2')).map((e) => e.id)).toEqual(['e-3']);
      expect(await store.list('a-3')).toEqual([]);
      expect(await store.count('a-3')).toBe(0);
    });

    it('answers the first entry when the same item is saved again', async () => {
      await store.add(entry('e-1'));
      const again = await store.add(entry('e-9', { savedAt: '2026-11-27T10:00:00.000Z' }));
      expect(again).toEqual(entry('e-1'));
      expect(await store.count('a-1')).toBe(1);
      // Another search of the same tariff is another item.
      await store.add(entry('e-2', { query: `${QUERY.replace('mp=150', 'mp=200')}` }));
      expect(await store.count('a-1')).toBe(2);
    });

    it("removes only the account's own entry", async () => {
      await store.add(entry('e-1'));
      await store.add(entry('e-2', { accountId: 'a-2' }));
      expect(await store.remove('a-2', 'e-1')).toBe(false);
      expect(await store.count('a-1')).toBe(1);
      expect(await store.remove('a-1', 'e-1')).toBe(true);
      expect(await store.remove('a-1', 'e-1')).toBe(false);
      expect(await store.list('a-1')).toEqual([]);
      expect(await store.count('a-2')).toBe(1);
    });
  });
};

contract(
  'in memory',
  inMemory(() => new MemoryWatchlistStore()),
);
contract(
  'SQLite',
  onTempFile((database) => new SqlWatchlistStore(database)),
);
contract(
  'PostgreSQL',
  onPostgres((database) => new SqlWatchlistStore(database)),
);
