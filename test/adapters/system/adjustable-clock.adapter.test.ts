import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { FixedClockAdapter } from '../../../adapters/memory/fixed-clock.adapter';
import { AdjustableClockAdapter } from '../../../adapters/system/adjustable-clock.adapter';

describe('AdjustableClockAdapter', () => {
  const start = Temporal.Instant.from('2026-11-22T10:00:00Z');

  it('follows its base clock, moved by the offset set, advanced or reset', () => {
    const base = new FixedClockAdapter(start);
    const clock = new AdjustableClockAdapter(base);
    expect(clock.now().toString()).toBe('2026-11-22T10:00:00Z');
    clock.advance(31 * 60_000);
    expect(clock.now().toString()).toBe('2026-11-22T10:31:00Z');
    base.advance({ seconds: 5 });
    expect(clock.now().toString()).toBe('2026-11-22T10:31:05Z');
    clock.set(Temporal.Instant.from('2026-12-01T09:59:30Z'));
    expect(clock.now().toString()).toBe('2026-12-01T09:59:30Z');
    base.advance({ seconds: 30 });
    expect(clock.now().toString()).toBe('2026-12-01T10:00:00Z');
    clock.reset();
    expect(clock.now().toString()).toBe('2026-11-22T10:00:35Z');
  });
});
