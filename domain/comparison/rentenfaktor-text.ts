import { formatPrice } from '../format/price';
import type { RentenfaktorEntry } from '../tariffs/tariff';

/**
 * The Rentenfaktor line of the feature list, from the same entry the figures use
 * (rentenfaktorFor at the customer's pension start), so the details never show two factors.
 * The catalogue's own sentence names one factor for one age and is not shown.
 */
export const rentenfaktorExplanation = (
  factor: RentenfaktorEntry | null,
  ageAtPensionStart: number,
): string => {
  if (factor === null) return 'Zu diesem Tarif liegt kein Rentenfaktor vor.';
  const period =
    factor.guaranteePeriod === 0
      ? 'ohne Rentengarantiezeit'
      : `mit ${factor.guaranteePeriod} Jahren Rentengarantiezeit`;
  return `Aktueller Rentenfaktor ${formatPrice(factor.current)} je 10.000 € Kapital (garantiert ${formatPrice(factor.guaranteed)}) bei Rentenbeginn mit ${ageAtPensionStart} Jahren, ${period}.`;
};
