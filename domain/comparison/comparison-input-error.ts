import type { DomainError } from '../result';

/** Why search data cannot be projected: the first missing or invalid required value. */
export type ComparisonInputErrorKind =
  | 'comparison/birthday'
  | 'comparison/product-type'
  | 'comparison/contribution'
  | 'comparison/one-time-payment'
  | 'comparison/retirement-age'
  | 'comparison/pension-start'
  | 'comparison/beitrags-garantie'
  | 'comparison/guarantee-period'
  | 'comparison/job-situation';

export type ComparisonInputError = DomainError<ComparisonInputErrorKind>;

/** Errors of the tariff details besides bad search data. */
export type TariffLookupError = DomainError<
  'comparison/unknown-tariff' | 'comparison/tariff-product-type'
>;

/** German messages of the comparison input (the birthday ones are SPEC §5 word for word). */
export const COMPARISON_MESSAGES = {
  productType: 'Bitte wählen Sie eine Produktart.',
  monthlyPayment: 'Bitte geben Sie einen monatlichen Beitrag an.',
  yearlyPayment: 'Bitte geben Sie einen jährlichen Beitrag an.',
  oneTimePayment: 'Bitte geben Sie einen Einmalbeitrag an.',
  retirementAge: 'Das Rentenbeginnalter muss zwischen 62 und 70 Jahren liegen.',
  pensionStart:
    'Der Rentenbeginn liegt nicht nach dem Versicherungsbeginn. Bitte wählen Sie ein höheres Rentenbeginnalter.',
  beitragsGarantie: 'Die Beitragsgarantie muss zwischen 0 und 100 Prozent liegen.',
  guaranteePeriod: 'Die Rentengarantiezeit muss zwischen 0 und 40 Jahren liegen.',
  jobSituation: 'Bitte geben Sie Ihre berufliche Situation an.',
  unknownTariff: 'Diesen Tarif gibt es nicht.',
  tariffProductType: 'Dieser Tarif wird für die gewählte Produktart nicht angeboten.',
} as const;

export const inputError = (
  kind: ComparisonInputErrorKind,
  message: string,
): ComparisonInputError => ({ kind, message });
