import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeSearchPairs, decodeSearchQuery } from '../../../domain/search-data/decode';
import { encodeSearchQuery } from '../../../domain/search-data/encode';
import { SEARCH_FIELDS } from '../../../domain/search-data/search-fields';
import { splitQuery } from '../../../domain/search-data/split-query';
import { jobSituationWithPlusArb, searchArb, searchTextArb } from '../../arbitraries/search-data';

const roundTrip = (query: string): string => {
  const result = decodeSearchQuery(query);
  if (!result.ok) throw new Error(`re-decoding ${query}: ${result.error.message}`);
  return encodeSearchQuery(result.value);
};

// Query-like strings: known and unknown keys with values of every sort, and stray separators.
const queryishArb = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...SEARCH_FIELDS.map((f) => f.key)), fc.string({ maxLength: 4 })),
      fc.oneof(
        fc.constantFrom(
          '1',
          '0',
          '',
          '2024-02-29',
          '2023-02-29',
          '-1.5',
          '1e400',
          'riester',
          '1,4,x',
        ),
        fc.constantFrom(
          '2.5',
          'all',
          'esgSoft',
          '2015-03-01,2018-07-22',
          '%',
          '%C3%A4',
          '+',
          'a+b',
        ),
        searchTextArb,
        fc.string({ unit: 'binary', maxLength: 8 }),
      ),
      fc.constantFrom('=', '==', ''),
    ),
    { maxLength: 12 },
  )
  .map((pairs) => pairs.map(([key, value, eq]) => `${key}${eq}${value}`).join('&'));

describe('search-data codec (property)', () => {
  it('decode(encode(x)) equals x for valid search data and filters', () => {
    fc.assert(
      fc.property(searchArb, (search) => {
        expect(decodeSearchQuery(encodeSearchQuery(search))).toEqual({
          ok: true,
          value: { ...search, unknownKeys: [] },
        });
      }),
      { numRuns: 400 },
    );
  });

  it('reads a + in a job situation back as a space', () => {
    fc.assert(
      fc.property(jobSituationWithPlusArb, jobSituationWithPlusArb, (js, sjb) => {
        const query = encodeSearchQuery({
          searchData: { jobSituation: js, spouseJobSituation: sjb },
        });
        const result = decodeSearchQuery(query);
        expect(result.ok && result.value.searchData).toEqual({
          jobSituation: js.replaceAll('+', ' '),
          spouseJobSituation: sjb.replaceAll('+', ' '),
        });
      }),
    );
  });

  it('never throws, and encode(decode(q)) is a fixed point after one round', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          queryishArb,
          fc.string({ unit: 'binary' }),
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
        ),
        (query) => {
          const result = decodeSearchQuery(query);
          if (!result.ok) {
            expect(result.error.message).toMatch(/^Couldnt parse value: [\s\S]* to \w+$/);
            return;
          }
          const once = encodeSearchQuery(result.value);
          expect(roundTrip(once)).toBe(once);
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('decodeSearchQuery is decodeSearchPairs after splitQuery', () => {
    fc.assert(
      fc.property(fc.oneof(queryishArb, fc.string({ unit: 'binary' })), (query) => {
        expect(decodeSearchQuery(query)).toEqual(decodeSearchPairs(splitQuery(query)));
      }),
      { numRuns: 800 },
    );
  });

  it('canonical queries are their own fixed point', () => {
    fc.assert(
      fc.property(searchArb, (search) => {
        const query = encodeSearchQuery(search);
        expect(roundTrip(query)).toBe(query);
      }),
      { numRuns: 200 },
    );
  });
});
