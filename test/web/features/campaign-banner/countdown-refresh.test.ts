import { describe, expect, it } from 'vitest';
import {
  type Every,
  isRefreshDue,
  startCountdownRefresh,
} from '../../../../web/features/campaign-banner/countdown-refresh';

const at = (iso: string): number => Date.parse(iso);

/** A fake clock and ticker: `advance(s)` moves the clock one second per tick. */
const fakeTicker = (start: string) => {
  let clock = at(start);
  let tick: (() => void) | null = null;
  let intervalMs = 0;
  const every: Every = (run, ms) => {
    tick = run;
    intervalMs = ms;
    return () => {
      tick = null;
    };
  };
  return {
    now: () => clock,
    every,
    intervalMs: () => intervalMs,
    advance(seconds: number): void {
      for (let i = 0; i < seconds; i += 1) {
        clock += 1000;
        tick?.();
      }
    },
  };
};

describe('isRefreshDue (SPEC §4)', () => {
  it('is due from second 0 of the next minute (Berlin and UTC minutes coincide)', () => {
    const last = at('2026-11-30T10:15:42.300+01:00');
    expect(isRefreshDue(last, at('2026-11-30T10:15:59.999+01:00'))).toBe(false);
    expect(isRefreshDue(last, at('2026-11-30T10:16:00+01:00'))).toBe(true);
    expect(isRefreshDue(last, at('2026-11-30T10:17:03+01:00'))).toBe(true);
  });
});

describe('startCountdownRefresh (SPEC §4)', () => {
  it('refreshes at once, then ticks every second and refreshes at each second 0', () => {
    const ticker = fakeTicker('2026-11-30T10:15:58+01:00');
    const refreshed: string[] = [];
    startCountdownRefresh(
      ticker.now,
      (ms) => refreshed.push(new Date(ms).toISOString()),
      ticker.every,
    );
    expect(ticker.intervalMs()).toBe(1000);
    expect(refreshed).toEqual(['2026-11-30T09:15:58.000Z']);
    ticker.advance(1);
    expect(refreshed).toHaveLength(1);
    ticker.advance(1);
    expect(refreshed).toEqual(['2026-11-30T09:15:58.000Z', '2026-11-30T09:16:00.000Z']);
    ticker.advance(59);
    expect(refreshed).toHaveLength(2);
    ticker.advance(1);
    expect(refreshed.at(-1)).toBe('2026-11-30T09:17:00.000Z');
    ticker.advance(180);
    expect(refreshed).toHaveLength(6);
  });

  it('stops ticking when stopped', () => {
    const ticker = fakeTicker('2026-11-30T10:15:58+01:00');
    let count = 0;
    const stop = startCountdownRefresh(ticker.now, () => (count += 1), ticker.every);
    stop();
    ticker.advance(120);
    expect(count).toBe(1);
  });
});
