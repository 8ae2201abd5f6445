import type { TariffPromotion } from './promotion';

/**
 * What the details page says under a promotion's badge (SPEC §3 names the inflation premium
 * only; its terms are the insurer's, so the text sends the customer to the tariff's documents).
 */
export const TARIFF_PROMOTION_NOTES: Readonly<Record<TariffPromotion, string>> = {
  inflationPremium:
    'Zu diesem Tarif bietet der Versicherer zurzeit die Inflationsprämie an. Was sie umfasst, wie lange das Angebot gilt und unter welchen Bedingungen Sie sie erhalten, steht in den Unterlagen des Versicherers zu diesem Tarif.',
};
