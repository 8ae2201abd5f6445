import { describe, expect, it } from 'vitest';
import { MemoryHealth } from '../../adapters/memory/memory-health.adapter';
import { SqliteHealth } from '../../adapters/storage/sqlite/sqlite-health.adapter';
import type { HealthPort } from '../../ports/health.port';
import { openFreshPostgres } from './storage/postgres-subject';
import { openTempDatabase } from './storage/temp-database';

/** A health port with the way to make its database unreachable. */
interface HealthSubject {
  readonly health: HealthPort;
  breakDatabase(): Promise<void>;
  dispose(): Promise<void>;
}

const healthContract = (name: string, factory: () => Promise<HealthSubject>): void => {
  describe(`HealthPort: ${name}`, () => {
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

healthContract('PostgreSQL', async () => {
  const { database } = await openFreshPostgres();
  return {
    health: new SqliteHealth(database),
    breakDatabase: database.close,
    dispose: database.close,
  };
});

healthContract('SQLite', async () => {
  const temp = await openTempDatabase();
  return {
    health: new SqliteHealth(temp.database),
    breakDatabase: () => temp.database.close(),
    dispose: temp.dispose,
  };
});
