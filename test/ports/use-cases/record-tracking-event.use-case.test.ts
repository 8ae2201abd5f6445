import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { FixedClockAdapter } from '../../../adapters/memory/fixed-clock.adapter';
import { MemoryTrackingEventStore } from '../../../adapters/memory/memory-tracking-event-store.adapter';
import { trackingEventFor } from '../../../domain/tracking/tracking-event';
import { makeRecordTrackingEvent } from '../../../ports/use-cases/record-tracking-event.use-case';

const NOW = Temporal.Instant.from('2026-03-15T10:00:00Z');

const event = trackingEventFor({
  kind: 'pageview',
  path: '/rentenversicherung/lp/vergleichen/rentenlueckencheck',
  partner: { b2BPartner: 'rk_portal', b2BAdPartner: 'rk_natural' },
  deviceOutput: 'mobile',
  renRef: 'ref-1',
  trackingSessionId: 'session-1',
});

const setUp = () => {
  const store = new MemoryTrackingEventStore();
  const record = makeRecordTrackingEvent({ store, clock: new FixedClockAdapter(NOW) });
  return { store, record };
};

describe('record tracking event', () => {
  it('stores the event at the clock time with analytics consent', async () => {
    const { store, record } = setUp();
    expect(await record({ consentCookie: 'f.a', body: event })).toEqual({
      ok: true,
      value: 'recorded',
    });
    expect(await store.recent(5)).toEqual([
      { id: 1, at: '2026-03-15T10:00:00.000Z', name: 'pageview', event },
    ]);
  });

  it.each([null, '', 'f', 'f.m', 'analytics'])(
    'skips and stores nothing with consent cookie %j',
    async (consentCookie) => {
      const { store, record } = setUp();
      expect(await record({ consentCookie, body: event })).toEqual({ ok: true, value: 'skipped' });
      expect(await store.count()).toBe(0);
    },
  );

  it('refuses an invalid body with or without consent and stores nothing', async () => {
    const { store, record } = setUp();
    for (const consentCookie of ['f.a.m', null]) {
      const result = await record({ consentCookie, body: { ...event, email: 'erika@example.de' } });
      expect(result).toEqual({
        ok: false,
        error: {
          kind: 'tracking/invalid',
          message: 'Das Feld „email“ ist in Tracking-Daten nicht erlaubt.',
        },
      });
    }
    expect(await store.count()).toBe(0);
  });

  it('stores only the validated event fields, never an ip or user agent', async () => {
    const { store, record } = setUp();
    await record({ consentCookie: 'a', body: JSON.parse(JSON.stringify(event)) });
    const [stored] = await store.recent(1);
    expect(Object.keys(stored?.event ?? {}).sort()).toEqual(Object.keys(event).sort());
    expect(JSON.stringify(stored)).not.toMatch(/"(ip|clientIp|userAgent|user-agent)"/i);
  });

  it('answers disabled when the server keeps no tracking store', async () => {
    const record = makeRecordTrackingEvent({ store: undefined, clock: new FixedClockAdapter(NOW) });
    expect(await record({ consentCookie: 'f.a', body: event })).toEqual({
      ok: true,
      value: 'disabled',
    });
  });
});
