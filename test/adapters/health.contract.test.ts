import { describe, expect, it } from 'vitest';
import { MemoryHealth } from '../../adapters/memory/memory-health.adapter';
import { openPostgresDatabase } from '../../adapters/storage/postgres/open-postgres-database';
import { SqlHealth } from '../../adapters/storage/sql/sql-health.adapter';
import type { HealthPort } from '../../ports/health.port';
import { openFreshPostgres } from './storage/postgres-subject';
import { openTempDatabase } from './storage/temp-database';

/** A health port with the way to make its database unreachable. */
interface HealthSubject {
  readonly health: HealthPort;
  breakDatabase(): Promise<void>;
  dispose(): Promise<void>;
}

const healthContract = (
  name: string,
  factory: () => Promise<HealthSubject>,
  pooled = false,
): void => {
  describe(`HealthPort: ${name}`, () => {
    it(pooled ? 'reports its connection pool' : 'has no pool to report', async () => {
      const subject = await factory();
      await subject.health.databaseReachable();
      const pool = subject.health.databasePool();
      if (pooled) {
        expect(pool).toEqual({ total: expect.any(Number), idle: expect.any(Number), waiting: 0 });
        expect(pool?.total).toBeGreaterThanOrEqual(1);
      } else {
        expect(pool).toBeNull();
      }
      await subject.dispose();
    });

    it('reports a reachable database', async () => {
      const subject = await factory();
      expect(await subject.health.databaseReachable()).toBe(true);
      expect(await subject.health.databaseReachable()).toBe(true);
      await subject.dispose();
    });

    it('reports an unreachable database as false, without throwing', async () => {
      const subject = await factory();
      await subject.breakDatabase();
      await expect(subject.health.databaseReachable()).resolves.toBe(false);
      await subject.dispose();
    });
  });
};

healthContract('in memory', async () => {
  const health = new MemoryHealth();
  return {
    health,
    breakDatabase: async () => {
      health.reachable = false;
    },
    dispose: async () => {},
  };
});

healthContract(
  'PostgreSQL',
  async () => {
    const { database } = await openFreshPostgres();
    // A server gone away: the same adapter then asks a port nothing listens on.
    let current = database;
    const unreachable = openPostgresDatabase({ url: 'postgres://postgres@127.0.0.1:1/gone' });
    return {
      health: new SqlHealth({
        get db() {
          return current.db;
        },
        transaction: (work) => current.transaction(work),
        poolUse: () => current.poolUse?.() ?? { total: -1, idle: -1, waiting: -1 },
      }),
      breakDatabase: async () => {
        current = unreachable;
      },
      dispose: async () => {
        await Promise.all([database.close(), unreachable.close()]);
      },
    };
  },
  true,
);

healthContract('SQLite', async () => {
  const temp = await openTempDatabase();
  return {
    health: new SqlHealth(temp.database),
    breakDatabase: () => temp.database.close(),
    dispose: temp.dispose,
  };
});
