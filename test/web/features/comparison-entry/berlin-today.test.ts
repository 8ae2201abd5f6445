import { describe, expect, it } from 'vitest';
import { berlinToday } from '../../../../web/features/comparison-entry/berlin-today';

describe('berlinToday', () => {
  it('gives the Berlin calendar date, which changes at Berlin midnight', () => {
    // Winter (UTC+1): 22:59 UTC is still 31 Dec, 23:00 UTC already 1 Jan in Berlin.
    expect(berlinToday(new Date('2025-12-31T22:59:59Z'))).toEqual({
      year: 2025,
      month: 12,
      day: 31,
    });
    expect(berlinToday(new Date('2025-12-31T23:00:00Z'))).toEqual({ year: 2026, month: 1, day: 1 });
    // Summer (UTC+2): 22:00 UTC is the next day.
    expect(berlinToday(new Date('2026-06-14T21:59:59Z'))).toEqual({
      year: 2026,
      month: 6,
      day: 14,
    });
    expect(berlinToday(new Date('2026-06-14T22:00:00Z'))).toEqual({
      year: 2026,
      month: 6,
      day: 15,
    });
  });
});
