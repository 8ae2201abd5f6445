import type { Temporal } from 'temporal-polyfill';
import { payInErrorOf } from '../comparison/pay-in-error';
import {
  detailsOfTariff,
  type TariffDetails,
  type TariffForSearch,
  tariffForSearch,
} from '../comparison/tariff-details';
import { err, ok, type Result } from '../result';
import { type ComparisonQuery, searchFromUrl } from '../search-data/search-from-url';
import type { TariffCatalogue } from '../tariffs/tariff';
import type { ApplicationTariffChoice } from './application-form';

export interface ApplicationTariffError {
  readonly kind: 'application/invalid';
  readonly message: string;
}

export const APPLICATION_TARIFF_MESSAGES = {
  offline: 'Dieser Tarif kann nicht online abgeschlossen werden. Gerne beraten wir Sie.',
  product: 'Der gewählte Tarif passt nicht zur Produktart Ihres Vergleichs.',
  payIn:
    'Der Beitrag liegt außerhalb der Grenzen dieses Tarifs. Bitte passen Sie Ihren Vergleich an.',
} as const;

const invalid = (message: string): Result<never, ApplicationTariffError> =>
  err({ kind: 'application/invalid', message });

/** The tariff an application is for, found and checked, and the search it came from. */
export interface ApplicationTariff extends TariffForSearch {
  readonly search: ComparisonQuery;
}

/**
 * Whether an application's tariff may be signed, without its figures (what submitting needs):
 * only a tariff with an online contract, for the searched product, without a pay-in error, at
 * `now` (insurance start by the SPEC §4 rule). The codec's and the comparison's German messages
 * pass through.
 */
export const checkApplicationTariff = (
  catalogue: TariffCatalogue,
  choice: ApplicationTariffChoice,
  now: Temporal.Instant,
): Result<ApplicationTariff, ApplicationTariffError> => {
  const search = searchFromUrl(choice.searchQuery);
  if (!search.ok) return invalid(search.error.message);
  if (search.value.searchData.productType !== choice.product) {
    return invalid(APPLICATION_TARIFF_MESSAGES.product);
  }
  const tariff = catalogue.tariffs.find((t) => t.id === choice.tariffId);
  if (tariff !== undefined && !tariff.onlineContract) {
    return invalid(APPLICATION_TARIFF_MESSAGES.offline);
  }
  const found = tariffForSearch(catalogue, choice.tariffId, search.value.searchData, now);
  if (!found.ok) return invalid(found.error.message);
  // The same rule as the comparison row's payInError.
  if (payInErrorOf(found.value.input, found.value.tariff.limits) !== null) {
    return invalid(APPLICATION_TARIFF_MESSAGES.payIn);
  }
  return ok({ ...found.value, search: search.value });
};

/** The checked tariff of an application with all its figures (documents, hand-over, mail). */
export const applicationTariffDetails = (
  catalogue: TariffCatalogue,
  choice: ApplicationTariffChoice,
  now: Temporal.Instant,
): Result<TariffDetails, ApplicationTariffError> => {
  const checked = checkApplicationTariff(catalogue, choice, now);
  if (!checked.ok) return checked;
  const { search } = checked.value;
  return ok(detailsOfTariff(checked.value, search.searchData, search.deviceOutput));
};
