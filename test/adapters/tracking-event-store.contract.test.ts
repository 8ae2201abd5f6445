import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryTrackingEventStore } from '../../adapters/memory/memory-tracking-event-store.adapter';
import { SqlTrackingEventStore } from '../../adapters/storage/sql/sql-tracking-event-store.adapter';
import { type TrackingEvent, trackingEventFor } from '../../domain/tracking/tracking-event';
import type { TrackingEventStorePort } from '../../ports/tracking-event-store.port';
import { onPostgres } from './storage/postgres-subject';
import { inMemory, onTempFile, type Subject, type SubjectFactory } from './storage/temp-database';

const partner = { b2BPartner: 'rk_portal', b2BAdPartner: 'rk_natural' };

const view: TrackingEvent = trackingEventFor({
  kind: 'pageview',
  path: '/rentenversicherung/lp/vergleichen/rentenlueckencheck',
  partner,
  deviceOutput: 'mobile',
  renRef: 'ref-1',
  trackingSessionId: 'session-1',
});

const click: TrackingEvent = trackingEventFor({
  kind: 'action',
  action: 'cta-click',
  path: '/ruerup-rente/lp/vergleichen',
  partner,
  deviceOutput: 'desktop',
});

const trackingEventStoreContract = (
  name: string,
  factory: SubjectFactory<TrackingEventStorePort>,
): void => {
  describe(`TrackingEventStorePort: ${name}`, () => {
    let subject: Subject<TrackingEventStorePort>;
    let store: TrackingEventStorePort;
    beforeEach(async () => {
      subject = await factory();
      store = subject.store;
    });
    afterEach(() => subject.dispose());

    it('starts empty', async () => {
      expect(await store.count()).toBe(0);
      expect(await store.recent(10)).toEqual([]);
    });

    it('keeps every event with its time, name and full payload', async () => {
      await store.add(view, '2026-03-15T10:00:00.000Z');
      await store.add(click, '2026-03-15T10:00:01.000Z');
      expect(await store.count()).toBe(2);
      const [newest, older] = await store.recent(10);
      expect(newest).toMatchObject({ at: '2026-03-15T10:00:01.000Z', name: 'action:cta-click' });
      expect(newest?.event).toEqual(click);
      expect(older).toMatchObject({ at: '2026-03-15T10:00:00.000Z', name: 'pageview' });
      expect(older?.event).toEqual(view);
      expect(newest!.id).toBeGreaterThan(older!.id);
    });

    it('gives the newest events first, at most `limit` of them', async () => {
      for (let second = 0; second < 5; second += 1) {
        await store.add(view, `2026-03-15T10:00:0${second}.000Z`);
      }
      const recent = await store.recent(3);
      expect(recent.map((stored) => stored.at)).toEqual([
        '2026-03-15T10:00:04.000Z',
        '2026-03-15T10:00:03.000Z',
        '2026-03-15T10:00:02.000Z',
      ]);
      expect(await store.recent(0)).toEqual([]);
      expect(await store.recent(-1)).toEqual([]);
      expect(await store.recent(100)).toHaveLength(5);
      expect(await store.count()).toBe(5);
    });

    it('stores the same event twice as two events', async () => {
      await store.add(view, '2026-03-15T10:00:00.000Z');
      await store.add(view, '2026-03-15T10:00:00.000Z');
      expect(await store.count()).toBe(2);
    });
  });
};

trackingEventStoreContract(
  'memory',
  inMemory(() => new MemoryTrackingEventStore()),
);
trackingEventStoreContract(
  'sqlite',
  onTempFile((database) => new SqlTrackingEventStore(database)),
);
trackingEventStoreContract(
  'PostgreSQL',
  onPostgres((database) => new SqlTrackingEventStore(database)),
);
