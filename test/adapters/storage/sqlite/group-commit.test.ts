import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { groupCommitOn } from '../../../../adapters/storage/sqlite/group-commit';

const opened: BetterSqlite3.Database[] = [];

const setup = () => {
  const sqlite = new BetterSqlite3(':memory:');
  opened.push(sqlite);
  sqlite.exec('create table t (id text primary key, n integer not null)');
  const insert = sqlite.prepare<[string, number | null]>('insert into t (id, n) values (?, ?)');
  const rows = () => sqlite.prepare('select id, n from t order by rowid').all();
  return { sqlite, write: groupCommitOn(sqlite), insert, rows };
};

afterEach(() => {
  for (const sqlite of opened.splice(0)) if (sqlite.open) sqlite.close();
});

describe('groupCommitOn', () => {
  it('runs the writes of one turn after it, together in one transaction, in order', async () => {
    const { sqlite, write, insert, rows } = setup();
    const inTransaction: boolean[] = [];
    const writes = ['a', 'b', 'c'].map((id, n) =>
      write(() => {
        inTransaction.push(sqlite.inTransaction);
        return insert.run(id, n).changes;
      }),
    );
    expect(rows()).toEqual([]);
    expect(await Promise.all(writes)).toEqual([1, 1, 1]);
    expect(inTransaction).toEqual([true, true, true]);
    expect(sqlite.inTransaction).toBe(false);
    expect(rows()).toEqual([
      { id: 'a', n: 0 },
      { id: 'b', n: 1 },
      { id: 'c', n: 2 },
    ]);
  });

  it('runs a lone write without a transaction of its own', async () => {
    const { sqlite, write, insert, rows } = setup();
    expect(await write(() => sqlite.inTransaction)).toBe(false);
    await write(() => insert.run('a', 1));
    expect(rows()).toEqual([{ id: 'a', n: 1 }]);
  });

  it('lets a failing write fail alone: the others of its turn are still stored', async () => {
    const { write, insert, rows } = setup();
    const results = await Promise.allSettled([
      write(() => insert.run('a', 1).changes),
      write(() => insert.run('b', null).changes), // NOT NULL violated
      write(() => insert.run('c', 3).changes),
      write(() => insert.run('a', 4).changes), // duplicate key
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
    ]);
    expect(rows()).toEqual([
      { id: 'a', n: 1 },
      { id: 'c', n: 3 },
    ]);
  });

  it('keeps turns apart and rejects writes on a closed connection', async () => {
    const { sqlite, write, insert, rows } = setup();
    await write(() => insert.run('a', 1));
    await write(() => insert.run('b', 2));
    expect(rows()).toHaveLength(2);
    sqlite.close();
    await expect(write(() => insert.run('c', 3))).rejects.toThrow();
    const both = await Promise.allSettled([write(() => 1), write(() => insert.run('d', 4))]);
    expect(both.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
  });

  it('keeps the group out of a transaction of its own that is open across awaits', async () => {
    const { sqlite, write, insert, rows } = setup();
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const grouped: Promise<number>[] = [];
    // A transaction of its own that awaits between its statements and is rolled back at the end:
    // the group's writes queued meanwhile must neither land in it nor be lost with it.
    const own = write.alone(async () => {
      sqlite.exec('begin');
      insert.run('own', 1);
      grouped.push(write(() => insert.run('g1', 2).changes));
      await turn();
      await turn();
      grouped.push(write(() => insert.run('g2', 3).changes));
      await turn();
      expect(rows()).toEqual([{ id: 'own', n: 1 }]);
      sqlite.exec('rollback');
      return 'rolled back';
    });
    expect(await own).toBe('rolled back');
    expect(await Promise.all(grouped)).toEqual([1, 1]);
    expect(rows()).toEqual([
      { id: 'g1', n: 2 },
      { id: 'g2', n: 3 },
    ]);
    // One after the other: a second one starts when the first has settled, failed or not.
    const order: string[] = [];
    const first = write.alone(async () => {
      order.push('first begins');
      await turn();
      order.push('first ends');
      throw new Error('first fails');
    });
    const second = write.alone(async () => {
      order.push('second');
    });
    await expect(first).rejects.toThrow('first fails');
    await second;
    expect(order).toEqual(['first begins', 'first ends', 'second']);
  });
});
