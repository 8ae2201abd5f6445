import {
  electronicFormatIBAN,
  isSEPACountry,
  isValidIBAN,
  ValidationErrorsIBAN,
  validateIBAN,
} from 'ibantools';
import { err, ok, type Result } from '../result';

/** The IBAN of the SEPA direct-debit mandate; the ISO 13616 checks are ibantools'. */
export type IbanErrorKind = 'iban/missing' | 'iban/not-sepa' | 'iban/length' | 'iban/check-digits';

export interface IbanError {
  readonly kind: IbanErrorKind;
  readonly message: string;
}

export const IBAN_MESSAGES: Readonly<Record<IbanErrorKind, string>> = {
  'iban/missing': 'Bitte geben Sie Ihre IBAN an.',
  'iban/not-sepa':
    'Bitte geben Sie eine IBAN aus dem SEPA-Raum an (beginnt mit dem Ländercode, z. B. DE).',
  'iban/length':
    'Die IBAN hat nicht die richtige Länge oder Form für ihr Land (eine deutsche IBAN hat 22 Stellen).',
  'iban/check-digits': 'Die Prüfziffern der IBAN stimmen nicht. Bitte prüfen Sie Ihre Eingabe.',
};

const fail = (kind: IbanErrorKind): Result<never, IbanError> =>
  err({ kind, message: IBAN_MESSAGES[kind] });

/**
 * An IBAN as typed (spaces, lower case) for a SEPA direct debit: SEPA countries only, the
 * country's length and format, the ISO 13616 check digits. Answers the electronic format
 * (no spaces, upper case).
 */
export const checkIban = (input: string): Result<string, IbanError> => {
  const iban = electronicFormatIBAN(input.trim()) ?? '';
  if (iban === '') return fail('iban/missing');
  if (!isSEPACountry(iban.slice(0, 2))) return fail('iban/not-sepa');
  if (isValidIBAN(iban)) return ok(iban);
  const codes = validateIBAN(iban).errorCodes;
  const wrongShape =
    codes.includes(ValidationErrorsIBAN.WrongBBANLength) ||
    codes.includes(ValidationErrorsIBAN.WrongBBANFormat);
  return wrongShape ? fail('iban/length') : fail('iban/check-digits');
};
