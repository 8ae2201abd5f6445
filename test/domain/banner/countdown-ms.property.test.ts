import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  TICK_INTERVAL_MS as COUNTDOWN_TICK_MS,
  countdownTo,
  nextRefreshAt,
  nextRefreshAtMs,
  TICK_INTERVAL_MS,
  timeLeftMs,
} from '../../../domain/banner/countdown';

// Differential: the millisecond versions agree with the Temporal ones beside them in countdown.ts.
const epochMs = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) });
const instant = (ms: number): Temporal.Instant => Temporal.Instant.fromEpochMilliseconds(ms);

describe('countdown in milliseconds', () => {
  it('gives the same time left as countdownTo', () => {
    fc.assert(
      fc.property(epochMs, epochMs, (ends, now) => {
        const { daysLeft, hoursLeft, minutesLeft } = countdownTo(instant(ends), instant(now));
        expect(timeLeftMs(ends, now)).toEqual({ daysLeft, hoursLeft, minutesLeft });
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same next refresh as nextRefreshAt', () => {
    fc.assert(
      fc.property(epochMs, (now) => {
        expect(nextRefreshAtMs(now)).toBe(nextRefreshAt(instant(now)).epochMilliseconds);
      }),
      { numRuns: 300 },
    );
  });

  it('counts an example: 4 days 13:59:30 left shows 4 days, 13 hours, 59 minutes', () => {
    const ends = Date.parse('2026-12-06T00:00:00+01:00');
    const now = Date.parse('2026-12-01T10:00:30+01:00');
    expect(timeLeftMs(ends, now)).toEqual({ daysLeft: 4, hoursLeft: 13, minutesLeft: 59 });
    expect(timeLeftMs(now, ends)).toEqual({ daysLeft: 0, hoursLeft: 0, minutesLeft: 0 });
    expect(nextRefreshAtMs(now)).toBe(Date.parse('2026-12-01T10:01:00+01:00'));
    expect(COUNTDOWN_TICK_MS).toBe(TICK_INTERVAL_MS);
    expect(nextRefreshAtMs(Date.parse('2026-12-01T10:01:00+01:00'))).toBe(
      Date.parse('2026-12-01T10:02:00+01:00'),
    );
  });
});
