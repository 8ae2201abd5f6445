import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  berlinDateOf,
  berlinInstant,
  inBerlin,
  startOfBerlinDay,
} from '../../../domain/calendar/berlin';

describe('Berlin time', () => {
  it('reads the Berlin calendar day of an instant, summer and winter', () => {
    expect(berlinDateOf(Temporal.Instant.from('2026-12-31T23:30:00Z')).toString()).toBe(
      '2027-01-01',
    );
    expect(berlinDateOf(Temporal.Instant.from('2026-06-30T22:30:00Z')).toString()).toBe(
      '2026-07-01',
    );
    expect(berlinDateOf(Temporal.Instant.from('2026-06-30T21:59:59Z')).toString()).toBe(
      '2026-06-30',
    );
  });

  it('starts a day at local midnight', () => {
    expect(startOfBerlinDay(Temporal.PlainDate.from('2026-03-29')).toString()).toBe(
      '2026-03-28T23:00:00Z',
    );
    expect(startOfBerlinDay(Temporal.PlainDate.from('2026-03-30')).toString()).toBe(
      '2026-03-29T22:00:00Z',
    );
  });

  it('takes the earlier instant in the autumn overlap and skips the spring gap forward', () => {
    expect(berlinInstant(Temporal.PlainDateTime.from('2026-10-25T02:30')).toString()).toBe(
      '2026-10-25T00:30:00Z',
    );
    expect(berlinInstant(Temporal.PlainDateTime.from('2026-03-29T02:30')).toString()).toBe(
      '2026-03-29T01:30:00Z',
    );
  });

  it('round-trips every instant through the Berlin wall clock', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000 }), (seconds) => {
        const instant = Temporal.Instant.fromEpochMilliseconds(seconds * 1000);
        expect(inBerlin(instant).toInstant().equals(instant)).toBe(true);
        expect(
          Temporal.Instant.compare(startOfBerlinDay(berlinDateOf(instant)), instant),
        ).toBeLessThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it('answers the same day as the conversion itself for instants in any order, day bounds and DST changes included', () => {
    // The day last asked for is kept; neighbours of a day's first instant must not be misread.
    const edges = [
      '2026-03-28T23:00:00Z',
      '2026-03-29T22:00:00Z',
      '2026-10-24T22:00:00Z',
      '2026-10-25T23:00:00Z',
    ];
    const nearEdge = fc
      .tuple(
        fc.constantFrom(...edges),
        fc.integer({ min: -2, max: 2 }),
        fc.constantFrom(1, 1_000_000, 3_600_000_000_000),
      )
      .map(([edge, steps, unit]) => Temporal.Instant.from(edge).add({ nanoseconds: steps * unit }));
    const anywhere = fc
      .integer({ min: 1_600_000_000_000, max: 2_100_000_000_000 })
      .map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));
    fc.assert(
      fc.property(
        fc.array(fc.oneof(nearEdge, anywhere), { minLength: 1, maxLength: 20 }),
        (instants) => {
          for (const instant of instants) {
            expect(berlinDateOf(instant).toString()).toBe(
              inBerlin(instant).toPlainDate().toString(),
            );
          }
        },
      ),
    );
  });
});
