import type { Database, Statement } from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';

/** How many of Kysely's statements stay prepared (the least recently used one goes first). */
export const KYSELY_STATEMENT_CACHE_SIZE = 256;

/**
 * The connection as Kysely's SQLite dialect sees it, with its statements kept prepared by their
 * SQL text. Kysely's driver prepares every query anew (better-sqlite3's `prepare`, a parse and
 * plan of the SQL on each call): the outbox worker's looks for due entries alone were a sixth of
 * the server's CPU in a burst of submitted applications (issue 31, finding 4). A statement is
 * reused only by the synchronous `all` and `run` of one query at a time (the portal streams no
 * query), and SQLite prepares it again by itself after a schema change. Lists of differing
 * length (`in (?, ?)`) make differing SQL; the cache is bounded, so they cannot make it grow.
 */
export const withCachedStatements = (
  sqlite: Database,
  size: number = KYSELY_STATEMENT_CACHE_SIZE,
): KyselySqliteDatabase => {
  const cache = new LRUCache<string, Statement>({ max: size });
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare: (sql) => {
      // A hit becomes the most recently used; past `size` the least recently used goes.
      const cached = cache.get(sql);
      if (cached !== undefined) return cached;
      const prepared = sqlite.prepare(sql);
      cache.set(sql, prepared);
      return prepared;
    },
  };
};
