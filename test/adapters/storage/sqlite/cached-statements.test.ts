import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { outboxInstant } from '../../../../adapters/storage/sql/outbox-entries';
import { withCachedStatements } from '../../../../adapters/storage/sqlite/cached-statements';

const opened: BetterSqlite3.Database[] = [];
const memory = (): BetterSqlite3.Database => {
  const sqlite = new BetterSqlite3(':memory:');
  opened.push(sqlite);
  return sqlite;
};

afterEach(() => {
  for (const sqlite of opened.splice(0)) if (sqlite.open) sqlite.close();
});

describe('withCachedStatements (Kysely on better-sqlite3, statements kept prepared)', () => {
  it('prepares the same SQL once and gives the same statement again', () => {
    const cached = withCachedStatements(memory());
    const first = cached.prepare('select 1 as one');
    expect(cached.prepare('select 1 as one')).toBe(first);
    expect(cached.prepare('select 2 as two')).not.toBe(first);
    expect(first.all([])).toEqual([{ one: 1 }]);
  });

  it('keeps at most `size` statements, dropping the least recently used', () => {
    const cached = withCachedStatements(memory(), 2);
    const a = cached.prepare('select 1');
    const b = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(a); // now the most recent: 'select 2' goes next
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).toBe(a);
    expect(cached.prepare('select 2')).not.toBe(b);
  });

  it('answers what the table holds now, after writes and a schema change', async () => {
    const sqlite = memory();
    const db = new Kysely<{ t: { a: number; b?: string | null } }>({
      dialect: new SqliteDialect({ database: withCachedStatements(sqlite) }),
    });
    await sql`create table t (a integer not null)`.execute(db);
    const rows = () => db.selectFrom('t').selectAll().orderBy('a').execute();
    await db.insertInto('t').values({ a: 1 }).execute();
    expect(await rows()).toEqual([{ a: 1 }]);
    await db.insertInto('t').values({ a: 2 }).execute();
    expect(await rows()).toEqual([{ a: 1 }, { a: 2 }]);
    await sql`alter table t add column b text`.execute(db);
    await db.updateTable('t').set({ b: 'x' }).where('a', '=', 2).execute();
    expect(await rows()).toEqual([
      { a: 1, b: null },
      { a: 2, b: 'x' },
    ]);
    const deleted = await db.deleteFrom('t').where('a', '=', 1).executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(1n);
    await db.destroy();
    expect(sqlite.open).toBe(false);
  });
});

describe('outboxInstant', () => {
  it('keeps an instant already in the stored form and writes others in it', () => {
    expect(outboxInstant('2026-03-15T10:00:00.000Z')).toBe('2026-03-15T10:00:00.000Z');
    expect(outboxInstant('2026-03-15T10:00:00Z')).toBe('2026-03-15T10:00:00.000Z');
    expect(outboxInstant('2026-03-15T11:00:00.5+01:00')).toBe('2026-03-15T10:00:00.500Z');
    expect(outboxInstant('2026-03-15T10:00:00.123456Z')).toBe('2026-03-15T10:00:00.123Z');
  });

  it('refuses a text of the stored length that is no instant', () => {
    expect(() => outboxInstant('2026-02-30T10:00:00.000Z')).toThrow(RangeError);
    expect(() => outboxInstant('not an instant, 24 chars')).toThrow(RangeError);
  });
});
