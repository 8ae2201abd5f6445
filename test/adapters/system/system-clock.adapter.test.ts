import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { FixedClockAdapter } from '../../../adapters/memory/fixed-clock.adapter';
import { AdjustableClockAdapter } from '../../../adapters/system/adjustable-clock.adapter';
import { SystemClockAdapter } from '../../../adapters/system/system-clock.adapter';
import { epochMsOf } from '../../../ports/clock.port';

describe('epochMsOf', () => {
  it('reads the system clock without an Instant, the same moment as now()', () => {
    const clock = new SystemClockAdapter();
    const before = clock.now().epochMilliseconds;
    const ms = epochMsOf(clock);
    const after = clock.now().epochMilliseconds;
    expect(Number.isInteger(ms)).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(after);
  });

  it('falls back to now() for a clock without a cheap read: a fixed and a moved clock', () => {
    const at = Temporal.Instant.from('2026-03-15T10:00:00.123Z');
    expect(epochMsOf(new FixedClockAdapter(at))).toBe(at.epochMilliseconds);
    const moved = new AdjustableClockAdapter(new SystemClockAdapter());
    moved.set(at);
    expect(Math.abs(epochMsOf(moved) - at.epochMilliseconds)).toBeLessThan(1_000);
  });
});
