import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../../../adapters/storage/sql/migrations/migration-provider';
import {
  DATABASE_FILE_NAME,
  databaseFileIn,
  openDatabase,
} from '../../../../adapters/storage/sqlite/open-database';
import type { SqliteDatabase } from '../../../../adapters/storage/sqlite/sqlite-database';

const dirs: string[] = [];
const opened: SqliteDatabase[] = [];

const tempDir = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-'));
  dirs.push(dir);
  return dir;
};

const open = (file: string): SqliteDatabase => {
  const database = openDatabase({ file });
  opened.push(database);
  return database;
};

const pragma = async (database: SqliteDatabase, name: string): Promise<unknown> => {
  const { rows } = await sql<Record<string, unknown>>`pragma ${sql.raw(name)}`.execute(database.db);
  // The column is not always named like the pragma (busy_timeout answers `timeout`).
  return Object.values(rows[0] ?? {})[0];
};

afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('openDatabase', () => {
  it('puts the file into the data folder', () => {
    expect(databaseFileIn('/srv/data')).toBe(path.join('/srv/data', DATABASE_FILE_NAME));
  });

  it('creates a missing data folder, nested too', async () => {
    const dataDir = path.join(tempDir(), 'a', 'b', 'data');
    const database = open(databaseFileIn(dataDir));
    await database.migrate();
    expect(fs.statSync(dataDir).isDirectory()).toBe(true);
    expect(fs.existsSync(databaseFileIn(dataDir))).toBe(true);
  });

  it('runs the file in WAL mode with the connection pragmas', async () => {
    const database = open(databaseFileIn(tempDir()));
    expect(await pragma(database, 'journal_mode')).toBe('wal');
    expect(await pragma(database, 'foreign_keys')).toBe(1);
    expect(await pragma(database, 'busy_timeout')).toBe(5000);
    // 1 = NORMAL
    expect(await pragma(database, 'synchronous')).toBe(1);
    expect(await pragma(database, 'locking_mode')).toBe('exclusive');
  });

  it('keeps the file to itself while open, and frees it on close', async () => {
    const file = databaseFileIn(tempDir());
    const database = open(file);
    await database.migrate();
    const other = new BetterSqlite3(file, { timeout: 0 });
    try {
      expect(() => other.prepare('select count(*) from business_process').get()).toThrow(/locked/);
      await database.close();
      expect(other.prepare('select count(*) as n from business_process').get()).toEqual({ n: 0 });
    } finally {
      other.close();
    }
  });

  it('migrates once: a second run (and a reopen) applies nothing', async () => {
    const file = databaseFileIn(tempDir());
    const database = open(file);
    expect(await database.migrate()).toEqual(Object.keys(MIGRATIONS));
    expect(await database.migrate()).toEqual([]);
    await database.close();
    const again = open(file);
    expect(await again.migrate()).toEqual([]);
    const seeds = await again.db.selectFrom('partner_sets').select('name').execute();
    expect(seeds).toHaveLength(4);
  });

  it('keeps data over closing and reopening the same file', async () => {
    const file = databaseFileIn(tempDir());
    const first = open(file);
    await first.migrate();
    await first.db
      .insertInto('business_process')
      .values({
        visitor_id: 'v1',
        birthday: '1980-05-17',
        job_situation: 'Beamter',
        updated_at: '2025-03-01T10:00:00Z',
      })
      .execute();
    await first.close();
    const second = open(file);
    await second.migrate();
    const row = await second.db
      .selectFrom('business_process')
      .selectAll()
      .where('visitor_id', '=', 'v1')
      .executeTakeFirst();
    expect(row).toEqual({
      visitor_id: 'v1',
      birthday: '1980-05-17',
      job_situation: 'Beamter',
      updated_at: '2025-03-01T10:00:00Z',
    });
  });

  it('opens an in-memory database for tests, without touching the disk', async () => {
    const database = open(':memory:');
    expect(await database.migrate()).toEqual(Object.keys(MIGRATIONS));
    expect(fs.existsSync(':memory:')).toBe(false);
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('closes once, a second close is harmless, queries afterwards fail', async () => {
    const database = open(':memory:');
    await database.migrate();
    await database.close();
    await database.close();
    await expect(sql`select 1`.execute(database.db)).rejects.toThrow();
  });

  it('prepares a statement once and reuses it on the same connection as the query builder', async () => {
    const database = open(':memory:');
    await database.migrate();
    const insert = database.statement<[string, string], unknown>(
      'insert into business_process (visitor_id, updated_at) values (?, ?)',
    );
    expect(
      database.statement('insert into business_process (visitor_id, updated_at) values (?, ?)'),
    ).toBe(insert);
    insert.run('v1', '2025-03-01T10:00:00Z');
    const rows = await database.db.selectFrom('business_process').select('visitor_id').execute();
    expect(rows).toEqual([{ visitor_id: 'v1' }]);
    const count = database.statement<[], { n: number }>(
      'select count(*) as n from business_process',
    );
    expect(count).not.toBe(insert);
    expect(count.get()).toEqual({ n: 1 });
    await database.close();
    expect(() => count.get()).toThrow();
  });
});
