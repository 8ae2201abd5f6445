import type { SearchData, SearchFilters } from './search-data';
import { SEARCH_FIELDS, type SearchField } from './search-fields';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

// encodeURIComponent throws on a lone surrogate; such a text is written with U+FFFD instead.
const encodeText = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));
  }
};

const encodeScalar = (value: unknown): string => {
  if (typeof value === 'string') return encodeText(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  // String(n) is the shortest form that reads back exactly; '1e+21' becomes '1e%2B21'.
  if (typeof value === 'number') return Number.isFinite(value) ? encodeText(String(value)) : '';
  return '';
};

const encodeValue = (field: SearchField, value: unknown): string => {
  if (Array.isArray(value)) {
    // Dates and numbers contain no ',', so the list separator stays literal.
    return value
      .map(encodeScalar)
      .filter((item) => item !== '')
      .join(',');
  }
  const text = encodeScalar(value);
  // SPEC §3: job situations carry spaces as '+'; a '+' in them reads as a space anyway.
  return field.plusIsSpace ? text.replaceAll('%20', '+').replaceAll('%2B', '+') : text;
};

/**
 * The canonical query (no leading '?'): keys in the order of the SPEC §3 tables, search data
 * then filters; booleans 1/0, numbers in their shortest form, lists comma-joined, values
 * percent-encoded; absent, empty and non-finite values are left out.
 */
export const encodeSearchQuery = (search: {
  readonly searchData: SearchData;
  readonly filters?: SearchFilters;
}): string => {
  const parts: string[] = [];
  for (const field of SEARCH_FIELDS) {
    const source = field.group === 'searchData' ? search.searchData : search.filters;
    if (source === undefined || source === null) continue;
    const text = encodeValue(field, (source as Record<string, unknown>)[field.field]);
    if (text !== '') parts.push(`${field.key}=${text}`);
  }
  return parts.join('&');
};
