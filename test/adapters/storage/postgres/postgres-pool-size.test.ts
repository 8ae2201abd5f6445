import { afterEach, describe, expect, it } from 'vitest';
import { databasePoolSizeOf } from '../../../../adapters/storage/open-storage';
import {
  defaultPoolSize,
  openPostgresPool,
} from '../../../../adapters/storage/postgres/open-postgres-database';

// The PostgreSQL pool's size: DATABASE_POOL_SIZE, or twice the cores (at least 4).

const pools: { end(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
});

describe('the PostgreSQL pool size', () => {
  it('is twice the cores by default, at least 4', () => {
    expect([1, 2, 3, 8, 32].map((cores) => defaultPoolSize(cores))).toEqual([4, 4, 6, 16, 64]);
  });

  it('reads DATABASE_POOL_SIZE as 1 to 100, undefined when unset, null otherwise', () => {
    const of = (value: string | undefined) => databasePoolSizeOf({ DATABASE_POOL_SIZE: value });
    expect([of(undefined), of(''), of(' 1 '), of('12'), of('100')]).toEqual([
      undefined,
      undefined,
      1,
      12,
      100,
    ]);
    expect([of('0'), of('101'), of('-3'), of('2.5'), of('zehn')]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('gives the pool the size asked for, else the default (the pool connects only when used)', () => {
    const url = 'postgres://postgres@127.0.0.1:1/none';
    const asked = openPostgresPool({ url, maxConnections: 3 });
    const fallback = openPostgresPool({ url });
    pools.push(asked, fallback);
    expect(asked.options.max).toBe(3);
    expect(fallback.options.max).toBe(defaultPoolSize());
  });
});
