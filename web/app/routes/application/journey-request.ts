import { journeyUrl, TARIFF_ID_PARAMETER } from '../../../../domain/application/application-entry';
import type { ApplicationTariffChoice } from '../../../../domain/application/application-form';
import type { StepSearch } from '../../../../domain/onboarding/step-query';
import { type DetailRequest, readDetailRequest } from '../comparison/detail-request';

/** What a page of the application journey reads from its URL: the tariff and its search. */
export type JourneyRequest =
  | Extract<DetailRequest, { kind: 'invalid' }>
  | { readonly kind: 'no-tariff'; readonly resultUrl: string }
  | {
      readonly kind: 'journey';
      readonly choice: ApplicationTariffChoice;
      readonly search: StepSearch;
      /** The canonical search query (SPEC §3 codec), without '?'. */
      readonly query: string;
      readonly resultUrl: string;
      readonly detailsUrl: string;
    };

/** The tariff (tariffId) and the search of a journey page's URL, through the codec. */
export const readJourneyRequest = (url: URL): JourneyRequest => {
  const read = readDetailRequest(url);
  if (read.kind === 'invalid') return read;
  const tariffId = url.searchParams.get(TARIFF_ID_PARAMETER)?.trim() ?? '';
  if (tariffId === '' || tariffId.length > 200) {
    return { kind: 'no-tariff', resultUrl: read.resultUrl };
  }
  return {
    kind: 'journey',
    choice: {
      product: read.search.searchData.productType ?? 'schicht3',
      tariffId,
      searchQuery: read.query,
    },
    search: read.search,
    query: read.query,
    resultUrl: read.resultUrl,
    detailsUrl: journeyUrl('/tariff-details', tariffId, read.query),
  };
};

/** The problem a journey page shows instead of its content, or null. */
export const journeyProblemOf = (
  read: JourneyRequest,
): Exclude<JourneyRequest, { kind: 'journey' }> | null => (read.kind === 'journey' ? null : read);
