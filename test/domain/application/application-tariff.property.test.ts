import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE_FILE } from '../../../adapters/catalogue/catalogue-location';
import { loadCatalogueFile } from '../../../adapters/catalogue/load-catalogue-file';
import type { ApplicationTariffChoice } from '../../../domain/application/application-form';
import {
  APPLICATION_TARIFF_MESSAGES,
  applicationTariffDetails,
  checkApplicationTariff,
} from '../../../domain/application/application-tariff';
import { signedOfferFromJson, signedOfferOf } from '../../../domain/application/signed-offer';
import { tariffDetails } from '../../../domain/comparison/tariff-details';
import { searchFromUrl } from '../../../domain/search-data/search-from-url';
import { applicationChoices } from '../../arbitraries/application-choice';

const loaded = await loadCatalogueFile(DEMO_CATALOGUE_FILE);
if (!loaded.ok) throw new Error(loaded.error.message);
const catalogue = loaded.value;

/** The rule as it was written before submitting stopped figuring the tariff: the oracle. */
const figuredThenChecked = (choice: ApplicationTariffChoice, now: Temporal.Instant): string => {
  const search = searchFromUrl(choice.searchQuery);
  if (!search.ok) return search.error.message;
  if (search.value.searchData.productType !== choice.product) {
    return APPLICATION_TARIFF_MESSAGES.product;
  }
  const tariff = catalogue.tariffs.find((t) => t.id === choice.tariffId);
  if (tariff !== undefined && !tariff.onlineContract) return APPLICATION_TARIFF_MESSAGES.offline;
  const details = tariffDetails(
    catalogue,
    choice.tariffId,
    search.value.searchData,
    now,
    search.value.deviceOutput,
  );
  if (!details.ok) return details.error.message;
  if (details.value.row.payInError !== null) return APPLICATION_TARIFF_MESSAGES.payIn;
  return 'ok';
};

const choices = applicationChoices(catalogue);
const instants = fc
  .integer({ min: 1_760_000_000_000, max: 1_830_000_000_000 })
  .map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));

describe('the tariff of an application: checked without its figures', () => {
  it('accepts and refuses exactly as figuring the tariff and reading its pay-in error did, with the same message', () => {
    fc.assert(
      fc.property(choices, instants, (choice, now) => {
        const checked = checkApplicationTariff(catalogue, choice, now);
        expect(checked.ok ? 'ok' : checked.error.message).toBe(figuredThenChecked(choice, now));
      }),
      { numRuns: 400 },
    );
  });

  it('keeps the full details as a signed offer that reads back from its JSON unchanged', () => {
    fc.assert(
      fc.property(choices, instants, (choice, now) => {
        const details = applicationTariffDetails(catalogue, choice, now);
        if (!details.ok) return;
        const offer = signedOfferOf(details.value, catalogue.demo, now.toString());
        const stored = JSON.stringify(offer);
        // JSON keeps every figure: no NaN, Infinity or undefined that would come back otherwise.
        expect(signedOfferFromJson(stored)).toStrictEqual(JSON.parse(stored));
        expect(signedOfferFromJson(stored)).toEqual(offer);
      }),
      { numRuns: 200 },
    );
  });

  it('reads no signed offer from nothing, broken JSON or another shape', () => {
    expect(signedOfferFromJson(null)).toBeNull();
    expect(signedOfferFromJson('{"version":1,')).toBeNull();
    expect(signedOfferFromJson('{"version":2,"signedAt":"x","demo":true,"details":{}}')).toBeNull();
    expect(signedOfferFromJson('[1]')).toBeNull();
  });

  it('accepts the demo schicht3 tariff of the sample application', () => {
    const choice = {
      product: 'schicht3' as const,
      tariffId: 'nordlicht-leben-privatrente-etf',
      searchQuery: 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150',
    };
    expect(
      checkApplicationTariff(catalogue, choice, Temporal.Instant.from('2026-03-15T10:00:00Z')).ok,
    ).toBe(true);
  });
});
