import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { compareTariffs } from '../../../domain/comparison/compare-tariffs';
import { comparisonTimeKey } from '../../../domain/comparison/comparison-time-key';
import type { SearchData } from '../../../domain/search-data/search-data';
import { businessInstant } from '../../arbitraries/instant';
import { SMALL_CATALOGUE } from '../../fixtures/comparison/small-catalogue';

const berlin = (text: string): Temporal.Instant =>
  Temporal.ZonedDateTime.from(`${text}[Europe/Berlin]`).toInstant();

const searchArb: fc.Arbitrary<SearchData> = fc.record({
  productType: fc.constantFrom('schicht3', 'riester', 'ruerup', 'sofort', 's3einmalzahlung'),
  birthday: fc.constantFrom('1960-02-29', '1975-12-31', '1990-05-15', '2001-01-01'),
  monthlyPayment: fc.constantFrom(50, 100, 300),
});

describe('comparisonTimeKey', () => {
  it('changes at Berlin midnight and at the end of the Rürup period, 30 December 21:00', () => {
    expect(comparisonTimeKey(berlin('2026-11-26T23:59:59'))).not.toBe(
      comparisonTimeKey(berlin('2026-11-27T00:00')),
    );
    expect(comparisonTimeKey(berlin('2026-11-26T08:00'))).toBe(
      comparisonTimeKey(berlin('2026-11-26T20:00')),
    );
    expect(comparisonTimeKey(berlin('2026-12-30T20:59:59'))).not.toBe(
      comparisonTimeKey(berlin('2026-12-30T21:00')),
    );
  });

  it('gives the same comparison for two instants with the same key', () => {
    // The second instant: the same Berlin day at another time of day (often the same key).
    const pair = fc
      .tuple(businessInstant(), fc.integer({ min: -23 * 60, max: 23 * 60 }))
      .map(([a, minutes]) => [a, a.add({ minutes })] as const)
      .filter(([a, b]) => comparisonTimeKey(a) === comparisonTimeKey(b));
    fc.assert(
      fc.property(pair, searchArb, ([a, b], search) => {
        expect(compareTariffs(SMALL_CATALOGUE, search, {}, b)).toEqual(
          compareTariffs(SMALL_CATALOGUE, search, {}, a),
        );
      }),
      { numRuns: 200 },
    );
  });
});
