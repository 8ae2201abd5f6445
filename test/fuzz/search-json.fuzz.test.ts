import fc from 'fast-check';
import { describe, expect } from 'vitest';
import { decodeSearchQuery } from '../../domain/search-data/decode';
import { encodeSearchQuery } from '../../domain/search-data/encode';
import { SEARCH_ENUM_VALUES, SEARCH_FIELDS } from '../../domain/search-data/search-fields';
import { searchFromJson } from '../../domain/search-data/search-json';
import {
  hostileJsonArb,
  hostileNumberArb,
  hostileStringArb,
  PROTOTYPE_KEYS,
} from '../arbitraries/hostile-input';
import { isoDateArb, searchArb } from '../arbitraries/search-data';
import { expectTypedError, hasWellFormedTexts } from './fuzz-expect';
import { fuzz } from './fuzz-harness';

const FIELD_NAMES = SEARCH_FIELDS.map((field) => field.field);
const ENUM_VALUES = Object.values(SEARCH_ENUM_VALUES).flat();

/** A JSON value for one field: right and wrong types, hostile numbers and texts. */
const fieldValueArb: fc.Arbitrary<unknown> = fc.oneof(
  hostileNumberArb,
  fc.constantFrom(true, false, null, '', [], {}, '1', ...ENUM_VALUES),
  isoDateArb,
  hostileStringArb(),
  fc.array(fc.oneof(isoDateArb, hostileNumberArb, hostileStringArb(4)), { maxLength: 25 }),
  hostileJsonArb,
);

const groupArb: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.dictionary(
      fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.constantFrom(...PROTOTYPE_KEYS)),
      fieldValueArb,
      { maxKeys: 8 },
    ),
  },
  { weight: 1, arbitrary: hostileJsonArb },
);

/** What `rente compare --json` reads: the JSON form of a search, right or broken. */
const inputArb: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record(
      { searchData: groupArb, filters: groupArb, unknownKeys: fc.constant([]) },
      { requiredKeys: [] },
    ),
  },
  { weight: 2, arbitrary: searchArb },
  { weight: 2, arbitrary: hostileJsonArb },
  // A key the JSON text sets on the parsed object itself: JSON.parse('{"__proto__":…}').
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...PROTOTYPE_KEYS), fc.jsonValue())
      .map(([key, value]) =>
        JSON.parse(`{"searchData":{${JSON.stringify(key)}:${JSON.stringify(value)}}}`),
      ),
  },
  {
    weight: 1,
    arbitrary: fc.anything({
      withBigInt: true,
      withNullPrototype: true,
      withBoxedValues: true,
      withSparseArray: true,
    }),
  },
);

const plusAsSpace = (search: Record<string, Record<string, unknown>>): unknown => {
  const jobs = ['jobSituation', 'spouseJobSituation'];
  const data = { ...search.searchData };
  for (const job of jobs)
    if (typeof data[job] === 'string') data[job] = (data[job] as string).replaceAll('+', ' ');
  return { searchData: data, filters: search.filters };
};

describe('fuzz: search JSON form (issue 13)', () => {
  fuzz('search-data JSON form → query → decode', inputArb, (input) => {
    const read = searchFromJson(input);
    if (!read.ok) {
      expectTypedError(read.error, 'search-data/');
      return;
    }
    expect(Object.getPrototypeOf(read.value.searchData)).toBe(Object.prototype);
    const query = encodeSearchQuery(read.value);
    const decoded = decodeSearchQuery(query);
    expect(decoded.ok, `the query ${query} of a valid JSON search must decode`).toBe(true);
    if (!decoded.ok) return;
    // SPEC §3: a '+' in a job situation reads back as a space; a lone surrogate as U+FFFD.
    if (hasWellFormedTexts(read.value)) {
      expect({ searchData: decoded.value.searchData, filters: decoded.value.filters }).toEqual(
        plusAsSpace(read.value as unknown as Record<string, Record<string, unknown>>),
      );
    }
  });
});
