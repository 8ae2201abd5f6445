import type { Temporal } from 'temporal-polyfill';
import { type TariffDetails, tariffDetails } from '../comparison/tariff-details';
import { err, ok, type Result } from '../result';
import { searchFromUrl } from '../search-data/search-from-url';
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

/**
 * The tariff an application is for, figured for its comparison at `now` (insurance start by the
 * SPEC §4 rule): only a tariff with an online contract, for the searched product, without a
 * pay-in error. The codec's and the comparison's German messages pass through.
 */
export const applicationTariffDetails = (
  catalogue: TariffCatalogue,
  choice: ApplicationTariffChoice,
  now: Temporal.Instant,
): Result<TariffDetails, ApplicationTariffError> => {
  const search = searchFromUrl(choice.searchQuery);
  if (!search.ok) return invalid(search.error.message);
  if (search.value.searchData.productType !== choice.product) {
    return invalid(APPLICATION_TARIFF_MESSAGES.product);
  }
  const tariff = catalogue.tariffs.find((t) => t.id === choice.tariffId);
  if (tariff !== undefined && !tariff.onlineContract) {
    return invalid(APPLICATION_TARIFF_MESSAGES.offline);
  }
  const details = tariffDetails(
    catalogue,
    choice.tariffId,
    search.value.searchData,
    now,
    search.value.deviceOutput,
  );
  if (!details.ok) return invalid(details.error.message);
  if (details.value.row.payInError !== null) return invalid(APPLICATION_TARIFF_MESSAGES.payIn);
  return ok(details.value);
};
