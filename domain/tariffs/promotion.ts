import { isOneOf } from '../value-set';

// SPEC §3: tariff promotion — one inflation-premium promotion, offered by one insurer (the
// spec does not name it; the tariff catalogue attaches the promotion to that insurer's tariffs).
export const TARIFF_PROMOTIONS = ['inflationPremium'] as const;
export type TariffPromotion = (typeof TARIFF_PROMOTIONS)[number];
export const isTariffPromotion = (input: unknown): input is TariffPromotion =>
  isOneOf(TARIFF_PROMOTIONS, input);

export const TARIFF_PROMOTION_LABELS: Readonly<Record<TariffPromotion, string>> = {
  inflationPremium: 'Inflationsprämie',
};
