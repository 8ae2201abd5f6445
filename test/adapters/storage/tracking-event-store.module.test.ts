import { ContainerModule } from 'inversify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildContainer } from '../../../adapters/composition/container';
import { serverModule } from '../../../adapters/composition/modules/server.module';
import { composeServer } from '../../../adapters/composition/server.composition';
import { MemoryTrackingEventStore } from '../../../adapters/memory/memory-tracking-event-store.adapter';
import type { ServerConfig } from '../../../adapters/server/server-deps';
import { SqlTrackingEventStore } from '../../../adapters/storage/sql/sql-tracking-event-store.adapter';
import { storageModule } from '../../../adapters/storage/storage.module';
import { trackingEventFor } from '../../../domain/tracking/tracking-event';
import { TrackingEventStorePort } from '../../../ports/tracking-event-store.port';
import { memoryStorageModule } from '../../support/memory-storage.module';
import { openTempDatabase, type TempDatabase } from './temp-database';

const event = trackingEventFor({
  kind: 'pageview',
  path: '/altersvorsorge',
  partner: { b2BPartner: 'rk_portal', b2BAdPartner: 'rk_natural' },
  deviceOutput: 'tablet',
});

describe('TrackingEventStorePort bindings', () => {
  let temp: TempDatabase;
  beforeEach(async () => {
    temp = await openTempDatabase();
  });
  afterEach(() => temp.dispose());

  it('binds the SQLite store once per container, on the open database', async () => {
    const container = buildContainer(storageModule(temp.database));
    const store = container.get<TrackingEventStorePort>(TrackingEventStorePort);
    expect(store).toBeInstanceOf(SqlTrackingEventStore);
    expect(container.get(TrackingEventStorePort)).toBe(store);
    await store.add(event, '2026-03-15T10:00:00.000Z');
    const row = await temp.database.db
      .selectFrom('tracking_events')
      .select(['name', 'payload'])
      .executeTakeFirst();
    expect(row?.name).toBe('pageview');
    expect(JSON.parse(row?.payload ?? '{}')).toEqual(event);
  });

  it('binds a fresh in-memory store per memory module', async () => {
    const one = buildContainer(memoryStorageModule());
    const two = buildContainer(memoryStorageModule());
    const store = one.get<TrackingEventStorePort>(TrackingEventStorePort);
    expect(store).toBeInstanceOf(MemoryTrackingEventStore);
    await store.add(event, '2026-03-15T10:00:00.000Z');
    expect(await two.get<TrackingEventStorePort>(TrackingEventStorePort).count()).toBe(0);
  });
});

describe('composeServer', () => {
  it('hands the bound tracking store to the server', () => {
    const config = {
      publicUrl: 'http://portal.test',
      dataDir: '/nonexistent',
      sessionSecret: 'test-secret-with-more-than-thirty-two-characters',
    } as ServerConfig;
    const { deps } = composeServer(config, {
      machine: serverModule({ logLevel: 'error' }),
      storage: memoryStorageModule(),
      catalogue: null,
    });
    expect(deps.trackingEvents).toBeInstanceOf(MemoryTrackingEventStore);
    expect(deps.catalogue).toBeUndefined();
  });

  it('stops at start with the name of a port no module binds', () => {
    const config = {
      publicUrl: 'http://portal.test',
      dataDir: '/nonexistent',
      sessionSecret: 'test-secret-with-more-than-thirty-two-characters',
    } as ServerConfig;
    expect(() =>
      composeServer(config, {
        machine: serverModule({ logLevel: 'error' }),
        storage: new ContainerModule(() => {}),
        catalogue: null,
      }),
    ).toThrow('Fehlende Bindung / missing binding: health (HealthPort)');
  });
});
