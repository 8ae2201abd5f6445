import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followTapBarHeight } from '../../../../web/features/tap-bar/follow-tap-bar-height';

describe('followTapBarHeight (SPEC §2)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports 0 when hidden and never measures', () => {
    const report = vi.fn();
    const measure = vi.fn(() => 72);
    followTapBarHeight(false, measure, report);
    vi.advanceTimersByTime(1000);
    expect(report.mock.calls).toEqual([[0]]);
    expect(measure).not.toHaveBeenCalled();
  });

  it('reports 60 px at once and the measured height after 50 ms', () => {
    const report = vi.fn();
    followTapBarHeight(true, () => 72, report);
    expect(report.mock.calls).toEqual([[60]]);
    vi.advanceTimersByTime(49);
    expect(report.mock.calls).toEqual([[60]]);
    vi.advanceTimersByTime(1);
    expect(report.mock.calls).toEqual([[60], [72]]);
  });

  it('keeps the default when nothing could be measured', () => {
    const report = vi.fn();
    followTapBarHeight(true, () => null, report);
    vi.advanceTimersByTime(50);
    expect(report.mock.calls).toEqual([[60], [60]]);
  });

  it('cancels the measurement when hidden again before 50 ms', () => {
    const report = vi.fn();
    const stop = followTapBarHeight(true, () => 72, report);
    vi.advanceTimersByTime(20);
    stop();
    vi.advanceTimersByTime(100);
    expect(report.mock.calls).toEqual([[60]]);
  });
});
