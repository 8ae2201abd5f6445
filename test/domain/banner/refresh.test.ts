import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  nextRefreshAt,
  REFRESH_INTERVAL_MS,
  TICK_INTERVAL_MS,
} from '../../../domain/banner/countdown';

const at = (iso: string): Temporal.Instant => Temporal.Instant.from(iso);

describe('banner refresh (SPEC §4)', () => {
  it('refreshes every minute and ticks every second', () => {
    expect(REFRESH_INTERVAL_MS).toBe(60_000);
    expect(TICK_INTERVAL_MS).toBe(1000);
  });

  it('is due at second 0 of the next minute', () => {
    expect(nextRefreshAt(at('2026-12-01T10:30:17.250Z'))).toEqual(at('2026-12-01T10:31:00Z'));
    expect(nextRefreshAt(at('2026-12-01T10:30:59.999999999Z'))).toEqual(at('2026-12-01T10:31:00Z'));
  });

  it('is a full minute later when now is exactly at second 0', () => {
    expect(nextRefreshAt(at('2026-12-01T10:30:00Z'))).toEqual(at('2026-12-01T10:31:00Z'));
  });

  it('rolls over hours, days and years', () => {
    expect(nextRefreshAt(at('2026-12-31T22:59:30Z'))).toEqual(at('2026-12-31T23:00:00Z'));
    expect(nextRefreshAt(at('2026-12-31T23:59:30Z'))).toEqual(at('2027-01-01T00:00:00Z'));
  });

  it('works before 1970 too', () => {
    expect(nextRefreshAt(at('1969-12-31T23:59:30Z'))).toEqual(at('1970-01-01T00:00:00Z'));
    expect(nextRefreshAt(at('1969-12-31T23:58:00Z'))).toEqual(at('1969-12-31T23:59:00Z'));
  });
});
