import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { countdownTo, totalMinutesLeft } from '../../../domain/banner/countdown';
import { yearEndPeriodOf } from '../../../domain/insurance-start/year-end-period';
import { PRODUCT_TYPES } from '../../../domain/products/product-type';
import { businessInstant } from '../../arbitraries/instant';

const endsArb = fc
  .tuple(fc.integer({ min: 2024, max: 2030 }), fc.constantFrom(...PRODUCT_TYPES))
  .map(([year, product]) => yearEndPeriodOf(year, product).ends);
const stepArb = fc.bigInt({ min: 0n, max: 40n * 24n * 3_600_000_000_000n });

describe('countdown properties', () => {
  it('never increases as now advances', () => {
    fc.assert(
      fc.property(endsArb, businessInstant(), stepArb, (ends, now, step) => {
        const later = Temporal.Instant.fromEpochNanoseconds(now.epochNanoseconds + step);
        expect(totalMinutesLeft(countdownTo(ends, later))).toBeLessThanOrEqual(
          totalMinutesLeft(countdownTo(ends, now)),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('has non-negative days, hours 0–23, minutes 0–59 and the whole minutes left', () => {
    fc.assert(
      fc.property(endsArb, businessInstant(), (ends, now) => {
        const countdown = countdownTo(ends, now);
        expect(countdown.daysLeft).toBeGreaterThanOrEqual(0);
        expect(countdown.hoursLeft).toBeGreaterThanOrEqual(0);
        expect(countdown.hoursLeft).toBeLessThanOrEqual(23);
        expect(countdown.minutesLeft).toBeGreaterThanOrEqual(0);
        expect(countdown.minutesLeft).toBeLessThanOrEqual(59);
        const leftMs = Math.max(0, ends.epochMilliseconds - now.epochMilliseconds);
        expect(totalMinutesLeft(countdown)).toBe(Math.floor(leftMs / 60_000));
        expect(countdown.endDate).toMatch(/^\d{2}\.\d{2}\.$/);
      }),
      { numRuns: 500 },
    );
  });
});
