import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { calendarDateOf, parseIsoDate } from '../../../domain/calendar/calendar-date';

// The reference: Temporal's own check of a date's parts (what calendarDateOf did before its
// hand-written fast path).
const reference = (year: number, month: number, day: number): Temporal.PlainDate | null => {
  try {
    return Temporal.PlainDate.from({ year, month, day }, { overflow: 'reject' });
  } catch {
    return null;
  }
};

const sameDate = (year: number, month: number, day: number): void => {
  const expected = reference(year, month, day);
  const actual = calendarDateOf(year, month, day);
  if (expected === null) expect(actual).toBeNull();
  else expect(actual?.equals(expected)).toBe(true);
};

describe('calendarDateOf properties', () => {
  it('agrees with Temporal on integer parts, leap years and out-of-range parts included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2, max: 10_000 }),
        fc.integer({ min: -1, max: 14 }),
        fc.integer({ min: -1, max: 33 }),
        sameDate,
      ),
      { numRuns: 1000 },
    );
  });

  it('agrees with Temporal on non-integer and huge parts', () => {
    const part = fc.oneof(
      fc.double({ noNaN: false }),
      fc.constantFrom(275_761, 300_000, -300_000, 2.5, Number.NaN, Number.POSITIVE_INFINITY),
    );
    fc.assert(fc.property(part, fc.integer({ min: 1, max: 12 }), part, sameDate), {
      numRuns: 500,
    });
  });

  it('knows the Gregorian leap years', () => {
    expect(calendarDateOf(2000, 2, 29)?.toString()).toBe('2000-02-29');
    expect(calendarDateOf(2024, 2, 29)?.toString()).toBe('2024-02-29');
    expect(calendarDateOf(1900, 2, 29)).toBeNull();
    expect(calendarDateOf(2023, 2, 29)).toBeNull();
    expect(calendarDateOf(2023, 4, 31)).toBeNull();
    expect(parseIsoDate('1980-05-01')?.toString()).toBe('1980-05-01');
    expect(parseIsoDate('1980-13-01')).toBeNull();
  });
});
