import { Temporal } from 'temporal-polyfill';
import type { ApplicationTariffChoice } from '../application/application-form';
import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
} from '../application/application-status';
import type { SignedOffer } from '../application/signed-offer';
import { berlinDateOf } from '../calendar/berlin';
import { germanDateOfIso } from '../calendar/calendar-day';
import { contributionText } from '../comparison-view/figure-texts';
import { RESULT_PATH } from '../onboarding/flow-steps';
import { PRODUCT_TYPE_LABELS } from '../products/product-profile';
import type { TariffCatalogue } from '../tariffs/tariff';

/**
 * The status badge of a card: one or two words that fit a phone's line beside the heading
 * (the full label, a sentence, stands in the card's facts).
 */
export const APPLICATION_STATUS_BADGES: Readonly<Record<ApplicationStatus, string>> = {
  stored: 'Eingegangen',
  handedOver: 'Übermittelt',
  declined: 'Abgelehnt',
  failed: 'Fehlgeschlagen',
  accepted: 'Angenommen',
  withdrawn: 'Widerrufen',
};

/** What "Meine Anträge" shows of one application, in German, ready to print. */
export interface CustomerApplicationSummary {
  readonly reference: string;
  readonly status: ApplicationStatus;
  readonly statusLabel: string;
  /** The short form of the status for the card's badge. */
  readonly statusBadge: string;
  readonly productLabel: string;
  readonly tariffName: string;
  readonly insurerName: string;
  /** "150,00 € mtl." as the result list writes it; null when the tariff left the catalogue. */
  readonly contribution: string | null;
  /** DD.MM.YYYY in Berlin (SPEC §9 locale). */
  readonly submittedOn: string;
  /** „Daten übernehmen“: a new comparison with the search this application was made from. */
  readonly takeoverHref: string;
}

/** The facts of a stored application the summary needs. */
export interface ApplicationFacts {
  readonly reference: string;
  readonly status: ApplicationStatus;
  readonly choice: ApplicationTariffChoice;
  /** ISO instant the application was stored. */
  readonly submittedAt: string;
  /** What was signed (null only for an old application whose tariff left the catalogue). */
  readonly signedOffer: SignedOffer | null;
}

/**
 * One row of "Meine Anträge": tariff, insurer and contribution as signed (the same figures as its
 * documents, whatever the catalogue says today); without a signed offer the catalogue's names,
 * or the tariff's id.
 */
export const customerApplicationSummary = (
  application: ApplicationFacts,
  catalogue: TariffCatalogue,
): CustomerApplicationSummary => {
  const at = Temporal.Instant.from(application.submittedAt);
  const signed = application.signedOffer?.details.row ?? null;
  const tariff = catalogue.tariffs.find((t) => t.id === application.choice.tariffId);
  return {
    reference: application.reference,
    status: application.status,
    statusLabel: APPLICATION_STATUS_LABELS[application.status],
    statusBadge: APPLICATION_STATUS_BADGES[application.status],
    productLabel: PRODUCT_TYPE_LABELS[application.choice.product],
    tariffName: signed?.tariffName ?? tariff?.tariffName ?? application.choice.tariffId,
    insurerName: signed?.insurerName ?? tariff?.insurerName ?? '–',
    contribution: signed === null ? null : contributionText(signed),
    submittedOn: germanDateOfIso(berlinDateOf(at).toString()),
    takeoverHref: `${RESULT_PATH}?${application.choice.searchQuery}`,
  };
};
