import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildContainer } from '../../../adapters/composition/container';
import { MemoryAccountStore } from '../../../adapters/memory/memory-account-store.adapter';
import { MemoryBusinessProcessStore } from '../../../adapters/memory/memory-business-process-store.adapter';
import { MemoryHealth } from '../../../adapters/memory/memory-health.adapter';
import { MemoryLoginCodeStore } from '../../../adapters/memory/memory-login-code-store.adapter';
import { MemoryLoginSessionStore } from '../../../adapters/memory/memory-login-session-store.adapter';
import { MemoryPartnerSetStore } from '../../../adapters/memory/memory-partner-set-store.adapter';
import { PostgresApplicationStore } from '../../../adapters/storage/postgres/postgres-application-store.adapter';
import { PostgresAppointmentStore } from '../../../adapters/storage/postgres/postgres-appointment-store.adapter';
import { PostgresBusinessProcessStore } from '../../../adapters/storage/postgres/postgres-business-process-store.adapter';
import { SqlAccountStore } from '../../../adapters/storage/sql/sql-account-store.adapter';
import { SqlHealth } from '../../../adapters/storage/sql/sql-health.adapter';
import { SqlLoginCodeStore } from '../../../adapters/storage/sql/sql-login-code-store.adapter';
import { SqlLoginSessionStore } from '../../../adapters/storage/sql/sql-login-session-store.adapter';
import { SqlPartnerSetStore } from '../../../adapters/storage/sql/sql-partner-set-store.adapter';
import { SqlWatchlistStore } from '../../../adapters/storage/sql/sql-watchlist-store.adapter';
import { SqliteBusinessProcessStore } from '../../../adapters/storage/sqlite/sqlite-business-process-store.adapter';
import {
  postgresStorageModule,
  STORAGE_BINDINGS,
  storageModule,
} from '../../../adapters/storage/storage.module';
import { AccountStorePort } from '../../../ports/account-store.port';
import { ApplicationStorePort } from '../../../ports/application-store.port';
import { AppointmentStorePort } from '../../../ports/appointment-store.port';
import { BusinessProcessStorePort } from '../../../ports/business-process-store.port';
import { HealthPort } from '../../../ports/health.port';
import { LoginCodeStorePort } from '../../../ports/login-code-store.port';
import { LoginSessionStorePort } from '../../../ports/login-session-store.port';
import { PartnerSetStorePort } from '../../../ports/partner-set-store.port';
import { WatchlistStorePort } from '../../../ports/watchlist-store.port';
import { memoryStorageModule } from '../../support/memory-storage.module';
import { openFreshPostgres } from './postgres-subject';
import { openTempDatabase, type TempDatabase } from './temp-database';

const PORTS = [
  [BusinessProcessStorePort, SqliteBusinessProcessStore, MemoryBusinessProcessStore],
  [AccountStorePort, SqlAccountStore, MemoryAccountStore],
  [LoginSessionStorePort, SqlLoginSessionStore, MemoryLoginSessionStore],
  [LoginCodeStorePort, SqlLoginCodeStore, MemoryLoginCodeStore],
  [PartnerSetStorePort, SqlPartnerSetStore, MemoryPartnerSetStore],
  [HealthPort, SqlHealth, MemoryHealth],
] as const;

const ROWS = Object.entries(STORAGE_BINDINGS);

describe('STORAGE_BINDINGS', () => {
  it('keys every row by its port token, each port once', () => {
    for (const [name, [port]] of ROWS) expect(port).toBe(Symbol.for(name));
    expect(new Set(ROWS.map(([, [port]]) => port)).size).toBe(ROWS.length);
  });
});

describe('storageModule', () => {
  let temp: TempDatabase;
  beforeEach(async () => {
    temp = await openTempDatabase();
  });
  afterEach(() => temp.dispose());

  it('binds every storage port to its SQLite adapter, once per container', () => {
    const container = buildContainer(storageModule(temp.database));
    for (const [port, sqliteClass] of PORTS) {
      const first = container.get(port);
      expect(first).toBeInstanceOf(sqliteClass);
      expect(container.get(port)).toBe(first);
    }
  });

  it('binds every port of the table to its SQLite class, once per container', () => {
    const container = buildContainer(storageModule(temp.database));
    for (const [, [port, sqlClass]] of ROWS) {
      const first = container.get(port);
      expect(first).toBeInstanceOf(sqlClass);
      expect(container.get(port)).toBe(first);
    }
  });

  it('injects the open database into the adapters', async () => {
    const container = buildContainer(storageModule(temp.database));
    const store = container.get<BusinessProcessStorePort>(BusinessProcessStorePort);
    await store.save('v1', { jobSituation: 'Beamter' }, '2025-03-01T10:00:00Z');
    const row = await temp.database.db
      .selectFrom('business_process')
      .select('job_situation')
      .executeTakeFirst();
    expect(row).toEqual({ job_situation: 'Beamter' });
    expect(await container.get<HealthPort>(HealthPort).databaseReachable()).toBe(true);
    const partners = container.get<PartnerSetStorePort>(PartnerSetStorePort);
    expect((await partners.find('natural'))?.b2BAdPartner).toBe('rk_natural');
  });
});

describe('postgresStorageModule', () => {
  it('binds every port to its PostgreSQL override or else its portable class, once per container', async () => {
    const { database } = await openFreshPostgres();
    try {
      const container = buildContainer(postgresStorageModule(database));
      for (const [, [port, sqlClass, postgresClass]] of ROWS) {
        const first = container.get(port);
        expect(first).toBeInstanceOf(postgresClass ?? sqlClass);
        expect(container.get(port)).toBe(first);
      }
      expect(container.get(BusinessProcessStorePort)).toBeInstanceOf(PostgresBusinessProcessStore);
      expect(container.get(ApplicationStorePort)).toBeInstanceOf(PostgresApplicationStore);
      expect(container.get(AppointmentStorePort)).toBeInstanceOf(PostgresAppointmentStore);
      expect(container.get(WatchlistStorePort)).toBeInstanceOf(SqlWatchlistStore);
      expect(await container.get<HealthPort>(HealthPort).databaseReachable()).toBe(true);
      const partners = container.get<PartnerSetStorePort>(PartnerSetStorePort);
      expect((await partners.find('natural'))?.b2BAdPartner).toBe('rk_natural');
    } finally {
      await database.close();
    }
  });
});

describe('memoryStorageModule', () => {
  it('binds every storage port to its in-memory fake, with the seeded partner sets', async () => {
    const container = buildContainer(memoryStorageModule());
    for (const [port, , memoryClass] of PORTS) {
      expect(container.get(port)).toBeInstanceOf(memoryClass);
    }
    for (const [, [port, sqlClass, postgresClass]] of ROWS) {
      const store = container.get(port);
      expect(store).not.toBeInstanceOf(sqlClass);
      if (postgresClass !== undefined) expect(store).not.toBeInstanceOf(postgresClass);
    }
    const partners = container.get<PartnerSetStorePort>(PartnerSetStorePort);
    expect((await partners.find('rk_partner_ohne_ad'))?.b2BAdPartner).toBeNull();
    expect(await container.get<HealthPort>(HealthPort).databaseReachable()).toBe(true);
  });

  it('gives each module its own fresh stores', async () => {
    const one = buildContainer(memoryStorageModule());
    const two = buildContainer(memoryStorageModule());
    await one.get<BusinessProcessStorePort>(BusinessProcessStorePort).save('v1', {}, 'x');
    expect(await two.get<BusinessProcessStorePort>(BusinessProcessStorePort).get('v1')).toBeNull();
  });
});
