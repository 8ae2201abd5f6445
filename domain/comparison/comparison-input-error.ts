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
  | 'comparison/job-situation'
  | 'comparison/salary'
  | 'comparison/spouse-salary'
  | 'comparison/children'
  | 'comparison/children-birthdays'
  | 'comparison/contribution-range'
  | 'comparison/one-time-payment-range'
  | 'comparison/contribution-limits'
  | 'comparison/one-time-payment-limits'
  | 'comparison/insurer-filter'
  | 'comparison/date-range';

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
  salary: 'Das Bruttojahresgehalt muss zwischen 0 und 10.000.000 € liegen.',
  spouseSalary: 'Das Bruttojahresgehalt des Ehepartners muss zwischen 0 und 10.000.000 € liegen.',
  children: 'Die Anzahl der Kinder mit Zulagenanspruch muss zwischen 0 und 15 liegen.',
  childrenBirthdays: 'Es können höchstens 15 Geburtsdaten von Kindern angegeben werden.',
  monthlyPaymentRange: 'Der monatliche Beitrag muss zwischen 0 und 10.000.000 € liegen.',
  oneTimePaymentRange: 'Der Einmalbeitrag muss zwischen 0 und 10.000.000 € liegen.',
  insurerFilter: 'Der Versichererfilter darf nur Versicherernummern von 1 bis 999 enthalten.',
  unknownTariff: 'Diesen Tarif gibt es nicht.',
  tariffProductType: 'Dieser Tarif wird für die gewählte Produktart nicht angeboten.',
} as const;

export const inputError = (
  kind: ComparisonInputErrorKind,
  message: string,
): ComparisonInputError => ({ kind, message });
