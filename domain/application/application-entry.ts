import {
  CUSTOMER_AREA_PATH,
  CUSTOMER_DOCUMENTS_PATH,
  WATCHLIST_PATH,
} from '../customer-area/customer-area-paths';
import { decodeSearchQuery } from '../search-data/decode';
import { encodeSearchQuery } from '../search-data/encode';
import type { SearchData } from '../search-data/search-data';
import { tariffSearchUrlData } from '../search-data/tariff-search-url';

// SPEC §2: the flow routes of the application journey.
export const PERSONAL_LOGIN_PATH = '/personal-login';
export const PERSONAL_DATA_PATH = '/personal-data';
export const ONLINE_CONTRACT_PATH = '/online-contract';
export const THANKYOU_PATH = '/thankyou';
export const THANKYOU_ERROR_PATH = '/thankyou-error';
export const SOCIAL_LOGIN_CLOSING_PATH = '/social-login-closing';

/**
 * The pages that show an application's personal data (the form, the summary, the reference):
 * never kept in a cache — a back or forward navigation asks the server again, so it shows the
 * stored draft (not the empty form of the first visit), and a shared computer keeps no copy.
 */
export const PERSONAL_DATA_PAGES: ReadonlySet<string> = new Set([
  PERSONAL_DATA_PATH,
  ONLINE_CONTRACT_PATH,
  THANKYOU_PATH,
  THANKYOU_ERROR_PATH,
  CUSTOMER_AREA_PATH,
  WATCHLIST_PATH,
  CUSTOMER_DOCUMENTS_PATH,
]);

/** The query parameter of /thankyou and /thankyou-error naming the application. */
export const REFERENCE_PARAMETER = 'ref';

/** A reference that is unknown or another customer's: the same answer for both (404). */
export const UNKNOWN_APPLICATION =
  'Diesen Antrag finden wir nicht. Bitte öffnen Sie den Link aus Ihrer Bestätigung im selben Browser, oder rufen Sie uns an.';

/** The query parameter that names the chosen tariff on every page of the journey. */
export const TARIFF_ID_PARAMETER = 'tariffId';

/** What a result row, the details or the comparison know of the chosen tariff. */
export interface EntryTariff {
  readonly tariffId: string;
  /** Euros per month as the row shows it (a yearly payment already as its twelfth). */
  readonly monthlyContribution: number;
  readonly oneTimePayment: number;
  /** The insurance start the figures were computed for (ISO), when the page knows it. */
  readonly insuranceStart: string | null;
}

/**
 * SPEC §3 "Tariff search URL data": the search plus the tariff's insurance start and one-time
 * payment, the monthly payment being the tariff's. Without a known start the search keeps its own
 * (the insurance-start rule then fixes it on the contract page). A contribution of 0 (single
 * premium only) adds no monthly payment the search did not have.
 */
export const tariffSearchDataOf = (searchData: SearchData, tariff: EntryTariff): SearchData => {
  const insuranceStart = tariff.insuranceStart ?? searchData.insuranceStart;
  const data = tariffSearchUrlData(searchData, {
    insuranceStart: insuranceStart ?? '',
    ...(tariff.oneTimePayment > 0 ? { oneTimePayment: tariff.oneTimePayment } : {}),
    payment: tariff.monthlyContribution,
    // The row's contribution is already per month: nothing to divide.
    paymentPeriod: 'monthly',
  });
  const { insuranceStart: _start, monthlyPayment, ...rest } = data;
  return {
    ...rest,
    ...(insuranceStart === undefined ? {} : { insuranceStart }),
    ...(monthlyPayment === 0 && searchData.monthlyPayment === undefined ? {} : { monthlyPayment }),
  };
};

/** `<path>?tariffId=<id>&<query>`: a page of the journey for a tariff and its search. */
export const journeyUrl = (path: string, tariffId: string, query: string): string =>
  `${path}?${TARIFF_ID_PARAMETER}=${encodeURIComponent(tariffId)}${query === '' ? '' : `&${query}`}`;

/**
 * The address of "Online abschließen" (SPEC §3 tariff search URL data travel with the customer):
 * /personal-login with the tariff and the whole comparison. A query the codec refuses travels as
 * it was (the journey's pages show the codec's message).
 */
export const applicationEntryUrl = (listQuery: string, tariff: EntryTariff): string => {
  const decoded = decodeSearchQuery(listQuery);
  if (!decoded.ok) return journeyUrl(PERSONAL_LOGIN_PATH, tariff.tariffId, listQuery);
  const query = encodeSearchQuery({
    searchData: tariffSearchDataOf(decoded.value.searchData, tariff),
    filters: decoded.value.filters,
  });
  return journeyUrl(PERSONAL_LOGIN_PATH, tariff.tariffId, query);
};

/**
 * The former callback page of every tariff: it leads to „Rückruf statt Termin“ on the booking
 * page now (issue 29 finding 9), for old links and bookmarks.
 */
export const CONSULTATION_PATH = '/beratung-anfragen';
