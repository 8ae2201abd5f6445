import { err, ok, type Result } from '../result';
import { ABSENT, fieldValueError, readFieldValue, TOO_MANY } from './field-value';
import {
  DEPTH_LIMIT,
  depthError,
  keyDepth,
  listLimitError,
  PARAMETER_LIMIT,
  parameterLimitError,
} from './query-limits';
import type { DecodedSearch, SearchData, SearchDataError, SearchFilters } from './search-data';
import { FIELD_BY_KEY } from './search-fields';
import { forEachQueryPair } from './split-query';

// Collects one decode; a class so every decode has the same shape and the pair loop stays cheap.
class SearchCollector {
  readonly searchData: Record<string, unknown> = {};
  readonly filters: Record<string, unknown> = {};
  readonly unknownKeys: string[] = [];
  error: SearchDataError | undefined = undefined;
  private pairs = 0;

  private fail(error: SearchDataError): false {
    this.error = error;
    return false;
  }

  /** Takes one pair; false once a value does not parse or a SPEC §9 limit is passed. */
  add(key: string, raw: string): boolean {
    if (++this.pairs > PARAMETER_LIMIT) return this.fail(parameterLimitError(key, raw));
    const field = FIELD_BY_KEY.get(key);
    if (field === undefined) {
      // The known keys have no brackets: only an unknown key can be nested.
      if (keyDepth(key) > DEPTH_LIMIT) return this.fail(depthError(key, raw));
      if (!this.unknownKeys.includes(key)) this.unknownKeys.push(key);
      return true;
    }
    if (raw === '') return true;
    const value = readFieldValue(field, raw);
    if (value === undefined) return this.fail(fieldValueError(field, raw));
    if (value === TOO_MANY) return this.fail(listLimitError(field.key, raw));
    if (value !== ABSENT) {
      if (field.group === 'searchData') this.searchData[field.field] = value;
      else this.filters[field.field] = value;
    }
    return true;
  }

  result(): Result<DecodedSearch, SearchDataError> {
    if (this.error !== undefined) return err(this.error);
    return ok({
      searchData: this.searchData as SearchData,
      filters: this.filters as SearchFilters,
      unknownKeys: this.unknownKeys,
    });
  }
}

/**
 * Types the already-split, percent-decoded pairs of a query (SPEC §3, §5). Past the SPEC §9
 * limits (1,000 pairs, keys nested 5 deep, 20 list items) the query is refused. Empty values count as
 * absent; keys outside SPEC §3 are ignored and reported (in order, each once). A repeated key:
 * the last non-empty value wins, but every value is checked, and the first one in query order
 * that does not parse is the error.
 */
export const decodeSearchPairs = (
  pairs: ReadonlyArray<readonly [string, string]>,
): Result<DecodedSearch, SearchDataError> => {
  const collector = new SearchCollector();
  for (let i = 0; i < pairs.length; i++) {
    const pair = pairs[i]!;
    if (!collector.add(pair[0], pair[1])) break;
  }
  return collector.result();
};

/**
 * Splits and types a query string or URL; the same as `decodeSearchPairs(splitQuery(query))`,
 * without building the list of pairs.
 */
export const decodeSearchQuery = (query: string): Result<DecodedSearch, SearchDataError> => {
  const collector = new SearchCollector();
  forEachQueryPair(query, (key, raw) => collector.add(key, raw));
  return collector.result();
};
