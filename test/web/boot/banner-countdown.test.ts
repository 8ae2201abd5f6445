import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startBannerCountdowns } from '../../../web/boot/banner-countdown';
import { countdownTextAt } from '../../../web/features/campaign-banner/campaign-banner-text';

const ENDS = Date.parse('2026-12-06T00:00:00+01:00');

/** A stand-in for the page: timers with the end attribute, as the React banner renders them. */
const pageWith = (ends: readonly (number | string)[]) => {
  const timers = ends.map((end) => ({
    textContent: 'vom Server',
    getAttribute: (name: string) => (name === 'data-ends-ms' ? String(end) : null),
  }));
  const root = {
    querySelectorAll: (selector: string) => (selector === '[data-ends-ms]' ? timers : []),
  } as unknown as ParentNode;
  return { root, timers };
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-12-01T10:00:20+01:00'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startBannerCountdowns (SPEC §4, before hydration)', () => {
  it('refreshes at once, then at second 0 of every minute, with the banner text function', () => {
    const { root, timers } = pageWith([ENDS, ENDS + 25 * 86_400_000]);
    const refreshes: number[] = [];
    const stop = startBannerCountdowns(
      root,
      () => Date.now(),
      (at) => refreshes.push(at),
    );
    expect(timers.map((t) => t.textContent)).toEqual([
      'Noch 4 Tage, 13 Std., 59 Min.',
      'Noch 29 Tage, 13 Std., 59 Min.',
    ]);
    vi.advanceTimersByTime(39_000); // 10:00:59
    expect(refreshes).toHaveLength(1);
    vi.advanceTimersByTime(1000); // 10:01:00
    expect(refreshes).toHaveLength(2);
    vi.advanceTimersByTime(59_000); // 10:01:59: 4 days 13:58:01 left, but no refresh yet
    expect(timers[0]?.textContent).toBe('Noch 4 Tage, 13 Std., 59 Min.');
    vi.advanceTimersByTime(1000); // 10:02:00
    expect(refreshes).toHaveLength(3);
    expect(timers[0]?.textContent).toBe(countdownTextAt(ENDS, Date.now()));
    expect(timers[0]?.textContent).toBe('Noch 4 Tage, 13 Std., 58 Min.');
    stop?.();
    vi.advanceTimersByTime(120_000);
    expect(refreshes).toHaveLength(3);
  });

  it('leaves a timer without a readable end alone; null without banners', () => {
    const { root, timers } = pageWith(['kaputt']);
    startBannerCountdowns(
      root,
      () => Date.now(),
      () => undefined,
    )?.();
    expect(timers[0]?.textContent).toBe('vom Server');
    expect(
      startBannerCountdowns(
        pageWith([]).root,
        () => Date.now(),
        () => undefined,
      ),
    ).toBeNull();
  });
});
