import { RESULT_PATH, STEP_PATHS } from '../../../../domain/onboarding/flow-steps';
import {
  readStepRequest,
  type StepSearch,
  searchUrl,
} from '../../../../domain/onboarding/step-query';
import { encodeSearchQuery } from '../../../../domain/search-data/encode';
import { type InvalidUrlValue, invalidUrlValueOf } from '../../../components/form/step-frame';

/** What the details and the comparison read from their URL besides their own ids. */
export type DetailRequest =
  | { readonly kind: 'invalid'; readonly invalid: InvalidUrlValue; readonly startUrl: string }
  | {
      readonly kind: 'search';
      readonly search: StepSearch;
      /** The canonical search query (SPEC §3 codec), without '?'. */
      readonly query: string;
      /** The result list of the same search. */
      readonly resultUrl: string;
      /** The search as hidden form fields. */
      readonly carried: ReadonlyArray<readonly [string, string]>;
    };

/** The search of a details or comparison URL through the codec; a broken value gives the notice. */
export const readDetailRequest = (url: URL): DetailRequest => {
  const read = readStepRequest(url);
  if (read.kind === 'invalid') {
    const { error, repairUrl } = read.invalid;
    return {
      kind: 'invalid',
      startUrl: STEP_PATHS.personalData,
      invalid: invalidUrlValueOf(error, repairUrl),
    };
  }
  const query = encodeSearchQuery(read.search);
  return {
    kind: 'search',
    search: read.search,
    query,
    resultUrl: searchUrl(RESULT_PATH, read.search),
    carried: [...new URLSearchParams(query)],
  };
};
