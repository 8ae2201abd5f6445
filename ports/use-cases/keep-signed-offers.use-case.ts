import { Temporal } from 'temporal-polyfill';
import { applicationTariffDetails } from '../../domain/application/application-tariff';
import { signedOfferOf } from '../../domain/application/signed-offer';
import type { ApplicationStorePort } from '../application-store.port';
import type { TariffCataloguePort } from '../tariff-catalogue.port';

/** At most this many applications from before snapshots are given one per start. */
const BATCH = 10_000;

export interface KeptSignedOffers {
  /** Applications that got their signed offer now. */
  readonly kept: number;
  /** Applications whose tariff has left the catalogue: they stay without one. */
  readonly withoutTariff: number;
}

/**
 * Once at start, for applications stored before snapshots (migration 0019): keeps the figures of
 * the day each was submitted as its signed offer — the figures its documents and hand-over were
 * computed with until then — so that from now on everything reads the snapshot. An application
 * whose tariff is no longer in the catalogue keeps none (its hand-over waits as before).
 */
export const makeKeepSignedOffers =
  (deps: { readonly store: ApplicationStorePort; readonly catalogue: TariffCataloguePort }) =>
  async (): Promise<KeptSignedOffers> => {
    const unsigned = await deps.store.withoutSignedOffer(BATCH);
    if (unsigned.length === 0) return { kept: 0, withoutTariff: 0 };
    const catalogue = await deps.catalogue.load();
    if (!catalogue.ok) return { kept: 0, withoutTariff: 0 };
    let kept = 0;
    for (const application of unsigned) {
      const details = applicationTariffDetails(
        catalogue.value,
        application.choice,
        Temporal.Instant.from(application.submittedAt),
      );
      if (!details.ok) continue;
      await deps.store.keepSignedOffer(
        application.reference,
        signedOfferOf(details.value, catalogue.value.demo, application.submittedAt),
      );
      kept += 1;
    }
    return { kept, withoutTariff: unsigned.length - kept };
  };
