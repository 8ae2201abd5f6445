import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { storedInstantOf } from '../../../ports/use-cases/submit-application.use-case';

describe('storedInstantOf', () => {
  it('writes what Temporal writes with three fractional digits, truncated to the millisecond', () => {
    const instants = fc
      .bigInt({ min: -62_135_596_800_000_000_000n, max: 253_402_300_799_999_999_999n })
      .map((ns) => Temporal.Instant.fromEpochNanoseconds(ns));
    fc.assert(
      fc.property(instants, (instant) => {
        expect(storedInstantOf(instant)).toBe(instant.toString({ fractionalSecondDigits: 3 }));
      }),
      { numRuns: 2000 },
    );
  });

  it('sorts as text in the order of time', () => {
    const a = Temporal.Instant.from('2026-03-15T10:00:00.999Z');
    const b = a.add({ nanoseconds: 1_000_000 });
    expect(storedInstantOf(a)).toBe('2026-03-15T10:00:00.999Z');
    expect(storedInstantOf(a) < storedInstantOf(b)).toBe(true);
  });
});
