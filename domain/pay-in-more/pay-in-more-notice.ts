import { Temporal } from 'temporal-polyfill';
import { berlinDateOf } from '../calendar/berlin';
import { germanDateOfIso } from '../calendar/calendar-day';
import { formatPrice } from '../format/price';
import { readEuroAmount } from '../onboarding/form-values';

/** Why the Zuzahlung page of an application shows no form. */
export const PAY_IN_MORE_PAGE_MESSAGES = {
  notFound: 'Diesen Antrag haben wir in Ihrem Kundenkonto nicht gefunden.',
  unavailable: 'Die Zuzahlungs-Aktion ist für diesen Antrag derzeit nicht verfügbar.',
} as const;

export type PayInMorePageError =
  | { readonly kind: 'pay-in-more/not-found'; readonly message: string }
  | { readonly kind: 'pay-in-more/unavailable'; readonly message: string };

/**
 * A typed amount field: empty is no amount (null), German notation is read ('2.000,50'), anything
 * else is NaN, which the amount rule judges as too low.
 */
export const readPayInMoreField = (text: string): number | null => {
  if (text.trim() === '') return null;
  return readEuroAmount(text) ?? Number.NaN;
};

/** Euros to whole cents, as they are stored. */
export const centsOf = (euros: number): number => Math.round(euros * 100);

/** What Meine Anträge and the page say of a stored request. */
export const payInMoreRequestText = (request: {
  readonly oneTimeCents: number | null;
  readonly monthlyIncreaseCents: number | null;
}): string => {
  const parts = [
    request.oneTimeCents === null
      ? null
      : `Ihre Zuzahlung über ${formatPrice(request.oneTimeCents / 100)} ist eingegangen.`,
    request.monthlyIncreaseCents === null
      ? null
      : `Ihre Erhöhung des Monatsbeitrags um ${formatPrice(request.monthlyIncreaseCents / 100)} ist eingegangen.`,
  ];
  return parts.filter((part) => part !== null).join(' ');
};

/**
 * Where a stored request stands: waiting in the outbox („eingegangen“) or told to the insurer on
 * that Berlin calendar day.
 */
export const payInMoreStateText = (request: { readonly reportedAt: string | null }): string =>
  request.reportedAt === null
    ? 'eingegangen'
    : `an den Versicherer übermittelt am ${germanDateOfIso(
        berlinDateOf(Temporal.Instant.from(request.reportedAt)).toString(),
      )}`;
