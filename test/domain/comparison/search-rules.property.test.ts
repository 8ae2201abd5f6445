import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { berlinDateOf } from '../../../domain/calendar/berlin';
import { compareTariffs } from '../../../domain/comparison/compare-tariffs';
import {
  defaultInsuranceStart,
  insuranceStartFor,
} from '../../../domain/insurance-start/insurance-start';
import { roundToCentsFast as cents, roundToCents } from '../../../domain/money/cents';
import { PRODUCT_TYPES } from '../../../domain/products/product-type';
import type { SearchFilters } from '../../../domain/search-data/search-data';
import { businessInstant } from '../../arbitraries/instant';
import { comparisonFiltersArb } from '../../arbitraries/search-data';
import { SMALL_CATALOGUE } from '../../fixtures/comparison/small-catalogue';

const NOW = Temporal.Instant.from('2026-03-10T10:00:00Z');
const idsOf = (filters: SearchFilters): string[] => {
  const result = compareTariffs(
    SMALL_CATALOGUE,
    { productType: 'schicht3', birthday: '1990-05-15', monthlyPayment: 100 },
    filters,
    NOW,
  );
  if (!result.ok) throw new Error(result.error.message);
  expect(result.value.shown).toBe(result.value.results.length);
  expect(result.value.total).toBe(6);
  return result.value.results.map((r) => r.tariffId);
};

describe('comparison search rules', () => {
  it('filters only remove tariffs, and one more filter never adds one', () => {
    const all = idsOf({});
    fc.assert(
      fc.property(comparisonFiltersArb, comparisonFiltersArb, (some, more) => {
        const narrowed = idsOf(some);
        const narrower = idsOf({ ...more, ...some });
        expect(all).toEqual(expect.arrayContaining(narrowed));
        expect(narrowed).toEqual(expect.arrayContaining(narrower));
        // The display order of what is left does not change.
        expect(all.filter((id) => narrowed.includes(id))).toEqual(narrowed);
      }),
      { numRuns: 150 },
    );
  });

  it('the insurance-start fast path agrees with insuranceStartFor', () => {
    fc.assert(
      fc.property(businessInstant(), fc.constantFrom(...PRODUCT_TYPES), (now, productType) => {
        const today = berlinDateOf(now);
        const expected = insuranceStartFor(now, productType).insuranceStart;
        expect(defaultInsuranceStart(now, productType, today)).toEqual({
          year: expected.year,
          month: expected.month,
          day: expected.day,
        });
      }),
      { numRuns: 300 },
    );
  });

  it('cents rounds as roundToCents does', () => {
    const amount = fc.oneof(
      fc.double({ min: -1e7, max: 1e7, noNaN: true }),
      fc.integer({ min: -1e9, max: 1e9 }).map((c) => c / 1000 + 0.005),
      fc.integer({ min: -1e9, max: 1e9 }).map((c) => c / 100),
    );
    fc.assert(
      fc.property(amount, (euros) => {
        expect(cents(euros)).toBe(roundToCents(euros) + 0);
      }),
      { numRuns: 2000 },
    );
  });
});
