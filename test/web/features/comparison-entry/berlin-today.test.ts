import fc from 'fast-check';
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

describe('berlinToday memo (one entry per UTC minute)', () => {
  const reference = (now: Date): string =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(now);
  const asText = (day: { year: number; month: number; day: number }): string =>
    `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;

  it('answers from the memo within a minute and recomputes at the next one, across midnight', () => {
    // Same minute twice, then the first millisecond of the Berlin day right after.
    expect(berlinToday(new Date('2025-12-31T22:59:00.000Z')).day).toBe(31);
    expect(berlinToday(new Date('2025-12-31T22:59:59.999Z')).day).toBe(31);
    expect(berlinToday(new Date('2025-12-31T23:00:00.000Z'))).toEqual({
      year: 2026,
      month: 1,
      day: 1,
    });
    // Back to an earlier minute: not the memo's day.
    expect(berlinToday(new Date('2025-12-31T22:59:30.000Z')).day).toBe(31);
  });

  it('agrees with Intl for any sequence of instants, also around the DST switches', () => {
    const switches = [
      Date.parse('2026-03-29T01:00:00Z'),
      Date.parse('2026-10-25T01:00:00Z'),
      Date.parse('2026-03-28T23:00:00Z'),
      Date.parse('2026-10-24T22:00:00Z'),
    ];
    const instant = fc.oneof(
      fc.integer({
        min: Date.parse('1990-01-01T00:00:00Z'),
        max: Date.parse('2060-01-01T00:00:00Z'),
      }),
      fc
        .tuple(fc.constantFrom(...switches), fc.integer({ min: -120_000, max: 120_000 }))
        .map(([at, delta]) => at + delta),
    );
    fc.assert(
      fc.property(fc.array(instant, { minLength: 1, maxLength: 8 }), (times) => {
        for (const time of times) {
          const now = new Date(time);
          expect(asText(berlinToday(now))).toBe(reference(now));
        }
      }),
      { numRuns: 200 },
    );
  });
});
