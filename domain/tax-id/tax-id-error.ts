import type { DomainError } from '../result';

export type TaxIdErrorKind =
  | 'tax-id/format'
  | 'tax-id/leading-zero'
  | 'tax-id/digit-repetition'
  | 'tax-id/three-in-a-row'
  | 'tax-id/checksum';

/** A failed Steuer-IdNr check: its kind and the German message for the field. */
export interface TaxIdError extends DomainError<TaxIdErrorKind> {}

/** What a user reads for each failure (SPEC §5; the spec gives no wording for these). */
export const TAX_ID_MESSAGES: Readonly<Record<TaxIdErrorKind, string>> = {
  'tax-id/format': 'Die Steuer-Identifikationsnummer muss aus genau 11 Ziffern bestehen.',
  'tax-id/leading-zero': 'Die Steuer-Identifikationsnummer darf nicht mit einer 0 beginnen.',
  'tax-id/digit-repetition':
    'In den ersten zehn Ziffern der Steuer-Identifikationsnummer muss genau eine Ziffer zwei- oder dreimal vorkommen, alle anderen höchstens einmal.',
  'tax-id/three-in-a-row':
    'In der Steuer-Identifikationsnummer darf dieselbe Ziffer nicht dreimal direkt hintereinander stehen.',
  'tax-id/checksum':
    'Die Prüfziffer der Steuer-Identifikationsnummer stimmt nicht. Bitte prüfen Sie Ihre Eingabe.',
};

export const taxIdError = (kind: TaxIdErrorKind): TaxIdError => ({
  kind,
  message: TAX_ID_MESSAGES[kind],
});
