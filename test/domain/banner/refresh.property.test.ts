import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextRefreshAt } from '../../../domain/banner/countdown';
import { inBerlin } from '../../../domain/calendar/berlin';
import { businessInstant } from '../../arbitraries/instant';

describe('nextRefreshAt properties', () => {
  it('lies in (now, now + 60 s] at second 0 on the Berlin clock', () => {
    fc.assert(
      fc.property(businessInstant(), (now) => {
        const next = nextRefreshAt(now);
        const gap = next.epochNanoseconds - now.epochNanoseconds;
        expect(gap > 0n && gap <= 60_000_000_000n).toBe(true);
        const wall = inBerlin(next);
        expect([wall.second, wall.millisecond, wall.microsecond, wall.nanosecond]).toEqual([
          0, 0, 0, 0,
        ]);
      }),
      { numRuns: 300 },
    );
  });
});
