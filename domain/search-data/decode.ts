import { err, ok, type Result } from '../result';
import { ABSENT, fieldValueError, readFieldValue } from './field-value';
import type { DecodedSearch, SearchData, SearchDataError, SearchFilters } from './search-data';
import { FIELD_BY_KEY } from './search-fields';
import { splitQuery } from './split-query';

/**
 * Types the already-split, percent-decoded pairs of a query (SPEC §3, §5). Empty values count as
 * absent; keys outside SPEC §3 are ignored and reported (in order, each once). A repeated key:
 * the last non-empty value wins, but every value is checked, and the first one in query order
 * that does not parse is the error.
 */
export const decodeSearchPairs = (
  pairs: ReadonlyArray<readonly [string, string]>,
): Result<DecodedSearch, SearchDataError> => {
  const searchData: Record<string, unknown> = {};
  const filters: Record<string, unknown> = {};
  const unknownKeys: string[] = [];
  for (let i = 0; i < pairs.length; i++) {
    const [key, raw] = pairs[i]!;
    const field = FIELD_BY_KEY.get(key);
    if (field === undefined) {
      if (!unknownKeys.includes(key)) unknownKeys.push(key);
      continue;
    }
    if (raw === '') continue;
    const value = readFieldValue(field, raw);
    if (value === undefined) return err(fieldValueError(field, raw));
    if (value === ABSENT) continue;
    if (field.group === 'searchData') searchData[field.field] = value;
    else filters[field.field] = value;
  }
  return ok({
    searchData: searchData as SearchData,
    filters: filters as SearchFilters,
    unknownKeys,
  });
};

/** Splits and types a query string or URL: `decodeSearchPairs(splitQuery(query))`. */
export const decodeSearchQuery = (query: string): Result<DecodedSearch, SearchDataError> =>
  decodeSearchPairs(splitQuery(query));
