import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { AGE_LIMITS } from '../../../domain/age/check-birthday';
import { compareTariffs, searchContextOf } from '../../../domain/comparison/compare-tariffs';
import { projectionInputOf } from '../../../domain/comparison/normalize-search';
import { RETIREMENT_AGE_RANGE } from '../../../domain/comparison/projection-input';
import { SEARCH_RANGES } from '../../../domain/comparison/search-ranges';
import { tariffDetails } from '../../../domain/comparison/tariff-details';
import { decodeSearchQuery } from '../../../domain/search-data/decode';
import { hostileQueryArb } from '../../arbitraries/hostile-query';
import { SMALL_CATALOGUE } from '../../fixtures/comparison/small-catalogue';

const NOW = Temporal.Instant.from('2026-03-10T10:00:00Z');

// The longest accumulation a valid search can have: insured from 18 (the insurance start at most
// 3 months back, SPEC §9) until the first of the month after the 70th birthday.
const MAX_MONTHS = (RETIREMENT_AGE_RANGE.max - AGE_LIMITS.min) * 12 + 3 + 1;

const expectTypedError = (error: object): void => {
  expect(Object.keys(error).sort()).toEqual(expect.arrayContaining(['kind', 'message']));
  const { kind, message } = error as { kind: unknown; message: unknown };
  expect(kind).toMatch(/^(comparison|search-data)\/[a-z-]+$/);
  expect(typeof message === 'string' && message.length > 0).toBe(true);
};

const expectFinite = (value: unknown): void => {
  if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
  else if (Array.isArray(value)) for (const item of value) expectFinite(item);
  else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) expectFinite(item);
  }
};

describe('no query can make a comparison throw or work more than the largest valid one', () => {
  it('answers a result or a typed error, and every accepted input lies within the ranges', () => {
    fc.assert(
      fc.property(hostileQueryArb, (query) => {
        const decoded = decodeSearchQuery(query);
        if (!decoded.ok) return expectTypedError(decoded.error);
        const { searchData, filters } = decoded.value;

        const compared = compareTariffs(SMALL_CATALOGUE, searchData, filters, NOW);
        const details = tariffDetails(SMALL_CATALOGUE, 'c-hybrid', searchData, NOW);
        if (!compared.ok) expectTypedError(compared.error);
        else expectFinite(compared.value.results);
        if (!details.ok) expectTypedError(details.error);
        else expectFinite([details.value.row, details.value.yearTable, details.value.riesterYears]);

        const input = projectionInputOf(searchData, NOW);
        if (!input.ok) return;
        const v = input.value;
        // The work of a projection grows with these, and only with these: all bounded.
        expect(v.months).toBeLessThanOrEqual(MAX_MONTHS);
        expect(v.monthlyPayment).toBeLessThanOrEqual(SEARCH_RANGES.monthlyPayment.max);
        expect(v.oneTimePayment).toBeLessThanOrEqual(SEARCH_RANGES.oneTimePayment.max);
        expect(v.pensionGuaranteePeriod).toBeLessThanOrEqual(
          SEARCH_RANGES.pensionGuaranteePeriod.max,
        );
        if (v.riester !== null) {
          expect(v.riester.childrenWithoutBirthday).toBeLessThanOrEqual(SEARCH_RANGES.children.max);
          expect(v.riester.childBirthYears.length).toBeLessThanOrEqual(
            SEARCH_RANGES.childrenBirthdays.max,
          );
          expect(v.riester.gross).toBeLessThanOrEqual(SEARCH_RANGES.salary.max);
        }
        if (v.ruerup !== null) expect(v.ruerup.gross).toBeLessThanOrEqual(SEARCH_RANGES.salary.max);
        const { schedule } = searchContextOf(v, 'desktop');
        expect(schedule.atStart.length).toBeLessThanOrEqual(Math.max(MAX_MONTHS, 1));
        expect(schedule.riesterYears.length).toBeLessThanOrEqual(Math.ceil(MAX_MONTHS / 12));
        expect(schedule.lumps.length).toBeLessThanOrEqual(2 * Math.ceil(MAX_MONTHS / 12) + 1);
      }),
      { numRuns: 500 },
    );
  });
});
