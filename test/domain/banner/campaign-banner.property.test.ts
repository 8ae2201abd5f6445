import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { bannersFor } from '../../../domain/banner/campaign-banner';
import { berlinDateOf } from '../../../domain/calendar/berlin';
import { yearEndPeriodOf } from '../../../domain/insurance-start/year-end-period';
import { PRODUCT_TYPES } from '../../../domain/products/product-type';
import { businessInstant } from '../../arbitraries/instant';

describe('bannersFor properties', () => {
  it('shows a banner only from 20 October 00:00 Berlin until before its end', () => {
    const contextArb = fc.record({
      productType: fc.option(fc.constantFrom(...PRODUCT_TYPES)),
      page: fc.option(fc.constantFrom('/onboarding-personal-data', '/result', '/comparison')),
    });
    fc.assert(
      fc.property(contextArb, businessInstant(), (context, now) => {
        const year = berlinDateOf(now).year;
        const starts = yearEndPeriodOf(year, 'schicht3').starts;
        for (const banner of bannersFor(context, now)) {
          expect(Temporal.Instant.compare(starts, now)).toBeLessThanOrEqual(0);
          expect(Temporal.Instant.compare(now, banner.ends)).toBe(-1);
          expect(banner.type.endsWith(String(year))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
