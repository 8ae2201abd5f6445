import { type DeviceOutput, isDeviceOutput } from '../device/device-output';
import { mapResult, type Result } from '../result';
import { decodeSearchQuery } from './decode';
import type { SearchData, SearchDataError, SearchFilters } from './search-data';
import { forEachQueryPair } from './split-query';

/** What a customer's comparison URL says: the search, the filters and the device it was seen on. */
export interface ComparisonQuery {
  readonly searchData: SearchData;
  readonly filters: SearchFilters;
  /** SPEC §3 `deviceoutput` (changes only the points); desktop when absent or unknown. */
  readonly deviceOutput: DeviceOutput;
  /** Keys outside SPEC §3 (`deviceoutput` included), as the codec reports them. */
  readonly unknownKeys: readonly string[];
}

/** The last valid `deviceoutput` value of a query, as the page reads it; else desktop. */
export const deviceOutputOfQuery = (query: string): DeviceOutput => {
  let found: DeviceOutput = 'desktop';
  forEachQueryPair(query, (key, value) => {
    if (key === 'deviceoutput' && isDeviceOutput(value)) found = value;
    return true;
  });
  return found;
};

/**
 * A whole comparison URL (any host and route) or a bare query string, with or without '?', read
 * with the search-data codec of `rente url decode`: an invalid value is the codec's SPEC §5 error.
 */
export const searchFromUrl = (input: string): Result<ComparisonQuery, SearchDataError> =>
  mapResult(decodeSearchQuery(input), (decoded) => ({
    searchData: decoded.searchData,
    filters: decoded.filters,
    deviceOutput: deviceOutputOfQuery(input),
    unknownKeys: decoded.unknownKeys,
  }));
