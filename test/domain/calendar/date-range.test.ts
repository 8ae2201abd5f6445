import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_MESSAGE,
  isInDateRange,
  isIsoDateInRange,
  isYearInDateRange,
} from '../../../domain/calendar/date-range';
import { decodeSearchQuery } from '../../../domain/search-data/decode';

describe('the date range 1583-01-01 … 9999-12-31 (issue 13 finding 9)', () => {
  it('holds the first and the last day and nothing outside', () => {
    expect(isYearInDateRange(1582)).toBe(false);
    expect(isYearInDateRange(1583)).toBe(true);
    expect(isYearInDateRange(9999)).toBe(true);
    expect(isYearInDateRange(10_000)).toBe(false);
    expect(isYearInDateRange(2026.5)).toBe(false);
    expect(isInDateRange(Temporal.PlainDate.from('1583-01-01'))).toBe(true);
    expect(isInDateRange(Temporal.PlainDate.from('1582-12-31'))).toBe(false);
    expect(isInDateRange(Temporal.PlainDate.from('+010000-01-01'))).toBe(false);
    expect(isIsoDateInRange('1583-01-01')).toBe(true);
    expect(isIsoDateInRange('1582-12-31')).toBe(false);
    expect(isIsoDateInRange('0000-01-01')).toBe(false);
    expect(isIsoDateInRange('9999-12-31')).toBe(true);
  });

  it('is the codec error for every date of the search data, with the one message', () => {
    for (const [query, key, value] of [
      ['bd=1500-01-01', 'bd', '1500-01-01'],
      ['is=1582-12-01', 'is', '1582-12-01'],
      ['cb=2015-01-01,0001-01-01', 'cb', '0001-01-01'],
    ] as const) {
      expect(decodeSearchQuery(query)).toEqual({
        ok: false,
        error: { kind: 'search-data/date-range', key, value, message: DATE_RANGE_MESSAGE },
      });
    }
    // A malformed date stays the SPEC §5 error.
    expect(decodeSearchQuery('bd=1500-02-30')).toMatchObject({
      error: { kind: 'search-data/date', message: 'Couldnt parse value: 1500-02-30 to date' },
    });
    expect(decodeSearchQuery('bd=1583-01-01&is=9999-12-31').ok).toBe(true);
  });
});
