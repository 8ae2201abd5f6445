import { decodeSearchPairs, decodeSearchQuery } from '../search-data/decode';
import { encodeSearchQuery } from '../search-data/encode';
import type { SearchData, SearchDataError, SearchFilters } from '../search-data/search-data';
import { forEachQueryPair } from '../search-data/split-query';
import { type OnboardingStep, STEP_FIELDS, STEP_SUBMIT_FIELD } from './flow-steps';
import { type FormValues, formValuesOf } from './form-values';

/** The accumulated comparison state a URL carries (SPEC §3 search data and filters). */
export interface StepSearch {
  readonly searchData: SearchData;
  readonly filters: SearchFilters;
}

/** A URL value the codec refuses (SPEC §5), and the same URL without the broken key. */
export interface InvalidSearch {
  readonly error: SearchDataError;
  /** Path and query without every pair of the broken key. */
  readonly repairUrl: string;
}

/** What a request to a step page is. */
export type StepRequest =
  | { readonly kind: 'invalid'; readonly invalid: InvalidSearch }
  | { readonly kind: 'show'; readonly search: StepSearch }
  | { readonly kind: 'sent'; readonly search: StepSearch; readonly values: FormValues };

/** The URL's query without the pairs of one key, raw otherwise. */
export const queryWithoutKey = (search: string, key: string): string => {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => {
      if (part === '') return false;
      let name = '';
      forEachQueryPair(part, (k) => {
        name = k;
        return false;
      });
      return name !== key;
    });
  return kept.length === 0 ? '' : `?${kept.join('&')}`;
};

const invalidOf = (url: URL, error: SearchDataError): StepRequest => ({
  kind: 'invalid',
  invalid: { error, repairUrl: `${url.pathname}${queryWithoutKey(url.search, error.key)}` },
});

/**
 * Reads a step request: a sent form (the hidden marker) is form-encoded ('+' is a space, as
 * browsers send forms), a link or bookmark is read with the codec exactly as `rente url decode`
 * reads it. Keys outside SPEC §3 (the step's own form fields) are ignored by the codec.
 */
export const readStepRequest = (url: URL): StepRequest => {
  const params = url.searchParams;
  if (params.get(STEP_SUBMIT_FIELD.name) === STEP_SUBMIT_FIELD.value) {
    const decoded = decodeSearchPairs([...params]);
    if (!decoded.ok) return invalidOf(url, decoded.error);
    const { searchData, filters } = decoded.value;
    return { kind: 'sent', search: { searchData, filters }, values: formValuesOf(params) };
  }
  const decoded = decodeSearchQuery(url.search);
  if (!decoded.ok) return invalidOf(url, decoded.error);
  return {
    kind: 'show',
    search: { searchData: decoded.value.searchData, filters: decoded.value.filters },
  };
};

/** The search data without the fields a step asks for. */
export const withoutStepFields = (searchData: SearchData, step: OnboardingStep): SearchData => {
  const rest: Record<string, unknown> = { ...searchData };
  for (const field of STEP_FIELDS[step]) delete rest[field];
  return rest as SearchData;
};

/** The step's answers replace what the URL said about them; everything else is kept. */
export const withStepData = (
  search: StepSearch,
  step: OnboardingStep,
  answers: SearchData,
): StepSearch => ({
  searchData: { ...withoutStepFields(search.searchData, step), ...answers },
  filters: search.filters,
});

/** A path with the canonical query of the search (SPEC §3 codec). */
export const searchUrl = (path: string, search: StepSearch): string => {
  const query = encodeSearchQuery(search);
  return query === '' ? path : `${path}?${query}`;
};

/** The hidden fields that carry the rest of the search through a step's form. */
export const carriedFields = (
  search: StepSearch,
  step: OnboardingStep,
): ReadonlyArray<readonly [string, string]> => [
  ...new URLSearchParams(
    encodeSearchQuery({
      searchData: withoutStepFields(search.searchData, step),
      filters: search.filters,
    }),
  ),
];
