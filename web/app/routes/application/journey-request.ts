import { journeyUrl, TARIFF_ID_PARAMETER } from '../../../../domain/application/application-entry';
import type { ApplicationTariffChoice } from '../../../../domain/application/application-form';
import type { StepSearch } from '../../../../domain/onboarding/step-query';
import type { AppServices } from '../../../../ports/app-services';
import type { ApplicationPageServices } from '../../../../ports/application-page-services';
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

/**
 * The journey's data lives on the server only: there the page services have it; in the browser
 * (a client-side navigation, back or forward) the page loads as a document instead — replacing
 * the history entry the browser already moved to, or adding one for a link — and never settles.
 */
export const serverApplication = async (
  svc: AppServices,
  request: Request,
): Promise<ApplicationPageServices> => {
  if (svc.application !== undefined) return svc.application;
  if (typeof window === 'undefined') {
    throw new Error('Die Antragsseiten brauchen die Dienste des Servers.');
  }
  if (window.location.href === request.url) window.location.replace(request.url);
  else window.location.assign(request.url);
  return new Promise<never>(() => undefined);
};

/** The problem a journey page shows instead of its content, or null. */
export const journeyProblemOf = (
  read: JourneyRequest,
): Exclude<JourneyRequest, { kind: 'journey' }> | null => (read.kind === 'journey' ? null : read);
