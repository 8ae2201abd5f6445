import { describe, expect, it } from 'vitest';
import {
  FILTER_KEYS,
  FILTER_TYPES,
  SEARCH_DATA_KEYS,
  SEARCH_DATA_TYPES,
} from '../../../domain/search-data/keys';
import { FIELD_BY_KEY, SEARCH_FIELDS } from '../../../domain/search-data/search-fields';

describe('the key tables of SPEC §3', () => {
  it('have 33 search-data and 9 filter keys, all distinct', () => {
    expect(SEARCH_DATA_KEYS).toHaveLength(33);
    expect(FILTER_KEYS).toHaveLength(9);
    const keys = [...SEARCH_DATA_KEYS, ...FILTER_KEYS].map(([, key]) => key);
    expect(new Set(keys).size).toBe(42);
    expect(FIELD_BY_KEY.size).toBe(42);
  });

  it('name the same fields, in the same order, as the type tables', () => {
    expect(SEARCH_DATA_KEYS.map(([field]) => field)).toEqual(Object.keys(SEARCH_DATA_TYPES));
    expect(FILTER_KEYS.map(([field]) => field)).toEqual(Object.keys(FILTER_TYPES));
  });

  it('keep the spec table order from js to sort, then oce to ecs', () => {
    expect(SEARCH_FIELDS.map((field) => field.key).join(' ')).toBe(
      'js bd pi pct egs im noc cb sjb spi spct segs shrc pt is psi sc isby ra mp otp aotp si bg db pgp pp fst wp1 wp2 cpref keyword sort oce pes pgfs ts tg cp if isf ecs',
    );
  });

  it('give exactly the eight enum fields a value set, and + → space to the job situations', () => {
    expect(SEARCH_FIELDS.filter((f) => f.values !== null).map((f) => f.key)).toEqual([
      'pt',
      'si',
      'pp',
      'fst',
      'ts',
      'tg',
      'cp',
      'isf',
    ]);
    expect(SEARCH_FIELDS.filter((f) => f.type === 'enum').map((f) => f.key)).toHaveLength(8);
    expect(SEARCH_FIELDS.filter((f) => f.plusIsSpace).map((f) => f.key)).toEqual(['js', 'sjb']);
  });
});
