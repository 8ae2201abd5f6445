import type { ResultSearch } from '../../../../domain/result-view/filter-form';
import { decodeSearchQuery } from '../../../../domain/search-data/decode';

/** A result search from a URL query (the codec of SPEC §3); throws on a bad query in a test. */
export const searchOf = (query: string): ResultSearch => {
  const decoded = decodeSearchQuery(query);
  if (!decoded.ok) throw new Error(decoded.error.message);
  return decoded.value;
};

/** The attributes of the first tag whose text matches, for assertions on rendered HTML. */
export const tagWith = (html: string, pattern: RegExp): string => (html.match(pattern) ?? [''])[0];
