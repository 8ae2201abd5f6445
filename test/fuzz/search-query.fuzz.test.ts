import fc from 'fast-check';
import { describe, expect } from 'vitest';
import { DEVICE_OUTPUTS } from '../../domain/device/device-output';
import { decodeSearchPairs, decodeSearchQuery } from '../../domain/search-data/decode';
import { encodeSearchQuery } from '../../domain/search-data/encode';
import type { DecodedSearch } from '../../domain/search-data/search-data';
import { SEARCH_ENUM_VALUES, SEARCH_FIELDS } from '../../domain/search-data/search-fields';
import { searchFromUrl } from '../../domain/search-data/search-from-url';
import { splitQuery } from '../../domain/search-data/split-query';
import {
  hostileNumberTextArb,
  hostileStringArb,
  longStringArb,
  PROTOTYPE_KEYS,
} from '../arbitraries/hostile-input';
import { isoDateArb, searchArb } from '../arbitraries/search-data';
import { expectTypedError, isWellFormed } from './fuzz-expect';
import { FUZZ_RUNS, fuzz } from './fuzz-harness';

const KEYS = SEARCH_FIELDS.map((field) => field.key);
const ENUM_VALUES = Object.values(SEARCH_ENUM_VALUES).flat();

/** A value as a query carries it: valid ones of every type, and hostile ones. */
const valueArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('1', '0', '', 'true', ...ENUM_VALUES, ...DEVICE_OUTPUTS),
  hostileNumberTextArb,
  isoDateArb,
  fc
    .array(fc.oneof(isoDateArb, hostileNumberTextArb), { maxLength: 30 })
    .map((items) => items.join(',')),
  hostileStringArb(),
);

const keyArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...KEYS, 'deviceoutput') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(...PROTOTYPE_KEYS, 'noc[]', 'a[b][c][d][e][f]', 'js[0]'),
  },
  { weight: 1, arbitrary: hostileStringArb(6) },
);

const percentEncoded = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return text;
  }
};

/** A query of pairs, each maybe percent-encoded, with stray separators, behind a URL or not. */
const structuredQueryArb: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('', '?', 'https://portal.example/result?', '/result?', 'rente://x?a#'),
    fc.array(fc.tuple(keyArb, valueArb, fc.constantFrom('=', '==', '', '=&'), fc.boolean()), {
      maxLength: 40,
    }),
    fc.constantFrom('', '#', '#bd=1', '&', '&&'),
  )
  .map(
    ([start, pairs, end]) =>
      start +
      pairs
        .map(([key, value, eq, encode]) => `${key}${eq}${encode ? percentEncoded(value) : value}`)
        .join('&') +
      end,
  );

/** Many parameters: 900–1,200 pairs of one key or of many (SPEC §9 allows 1,000). */
const manyParametersArb: fc.Arbitrary<string> = fc
  .tuple(
    fc.integer({ min: 900, max: 1_200 }),
    fc.constantFrom('js=a', 'noc=1', 'x=1', 'cb=2000-01-01'),
  )
  .map(([count, pair]) => Array.from({ length: count }, () => pair).join('&'));

const queryArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 40, arbitrary: structuredQueryArb },
  { weight: 15, arbitrary: hostileStringArb(60) },
  { weight: 10, arbitrary: searchArb.map((search) => encodeSearchQuery(search)) },
  // Long inputs cost the most time per case: one in a hundred is enough to meet each shape.
  { weight: 1, arbitrary: longStringArb },
  { weight: 1, arbitrary: manyParametersArb },
);

// SPEC §9: "Query-string parser limits: 1000 parameters, depth 5, array limit 20".
const MAX_PARAMETERS = 1_000;
const MAX_LIST_ITEMS = 20;
const LIST_KEYS: ReadonlySet<string> = new Set(
  SEARCH_FIELDS.filter((field) => field.type.endsWith('-list')).map((field) => field.key),
);
const isOverlongList = ([key, value]: readonly [string, string]): boolean =>
  LIST_KEYS.has(key) && value.split(',').filter((item) => item !== '').length > MAX_LIST_ITEMS;

const searchOf = (decoded: DecodedSearch): Omit<DecodedSearch, 'unknownKeys'> => ({
  searchData: decoded.searchData,
  filters: decoded.filters,
});

/** encode∘decode: the canonical query of a decodable query. */
const canonical = (query: string): string => {
  const decoded = decodeSearchQuery(query);
  if (!decoded.ok) throw new Error(`canonical query does not decode: ${decoded.error.message}`);
  return encodeSearchQuery(decoded.value);
};

describe('fuzz: search-data codec (issue 13)', () => {
  fuzz('search-data decode → encode → decode', queryArb, (query) => {
    const decoded = decodeSearchQuery(query);
    // The pair list and the streaming decoder are one codec.
    const pairs = splitQuery(query);
    expect(decodeSearchPairs(pairs)).toEqual(decoded);
    // SPEC §9 query-parser limits: more than 1,000 parameters or 20 list items is an error.
    if (pairs.length > MAX_PARAMETERS || pairs.some(isOverlongList)) {
      expect(decoded.ok, `${pairs.length} parameters or a list over ${MAX_LIST_ITEMS}`).toBe(false);
    }
    if (!decoded.ok) {
      expectTypedError(decoded.error, 'search-data/');
      return;
    }
    const encoded = encodeSearchQuery(decoded.value);
    const again = decodeSearchQuery(encoded);
    expect(again.ok, `the canonical query ${encoded} must decode`).toBe(true);
    if (!again.ok) return;
    // Idempotent always; exact for text that is well-formed UTF-16 (a lone surrogate is
    // written as U+FFFD, since it cannot be percent-encoded).
    expect(canonical(encoded)).toBe(encoded);
    if (isWellFormed(query)) expect(searchOf(again.value)).toEqual(searchOf(decoded.value));
    // The canonical query has known keys only.
    expect(again.value.unknownKeys).toEqual([]);
  });

  fuzz(
    'search-data searchFromUrl (API and pages)',
    queryArb,
    (query) => {
      const search = searchFromUrl(query);
      if (!search.ok) {
        expectTypedError(search.error, 'search-data/');
        return;
      }
      expect(DEVICE_OUTPUTS).toContain(search.value.deviceOutput);
      expect(typeof search.value.searchData).toBe('object');
      // No key of the query reaches the prototype of the decoded objects.
      expect(Object.getPrototypeOf(search.value.searchData)).toBe(Object.prototype);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
    { runs: FUZZ_RUNS },
  );
});
