import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  beginHydration,
  countdownShownAtMs,
  handOverRenRef,
  handOverTrackingSessionId,
  markHydrated,
  noteCountdownRefresh,
  notePageViewSent,
  onceHydrated,
  pageViewSentFor,
  takeRenRef,
  takeTrackingSessionId,
  untilHydration,
} from '../../../web/boot/arrival-handoff';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the boot module hands over to the React shell', () => {
  it('gives the arrival calls to the first taker only (once per arrival, SPEC §7)', async () => {
    expect(takeRenRef()).toBeNull();
    handOverRenRef(Promise.resolve('ref-1'));
    handOverTrackingSessionId(Promise.resolve('session-1'));
    expect(await takeRenRef()).toBe('ref-1');
    expect(takeRenRef()).toBeNull();
    expect(await takeTrackingSessionId()).toBe('session-1');
    expect(takeTrackingSessionId()).toBeNull();
  });

  it('knows the page view sent and the countdown shown', () => {
    expect(pageViewSentFor('/riester-rente')).toBe(false);
    notePageViewSent('/riester-rente');
    expect(pageViewSentFor('/riester-rente')).toBe(true);
    expect(pageViewSentFor('/ruerup-rente')).toBe(false);
    noteCountdownRefresh(1_000);
    expect(countdownShownAtMs()).toBe(1_000);
  });

  it('stops the boot work when hydration begins, replays after it, each once', () => {
    const dataset: Record<string, string> = {};
    vi.stubGlobal('document', { documentElement: { dataset } });
    const order: string[] = [];
    untilHydration(() => order.push('stop'));
    onceHydrated(() => order.push('replay'));
    beginHydration();
    beginHydration();
    expect(order).toEqual(['stop']);
    markHydrated();
    markHydrated();
    expect(order).toEqual(['stop', 'replay']);
    expect(dataset.hydrated).toBe('true');
  });
});
