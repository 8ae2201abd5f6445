import type { CalendarDay } from '../calendar/calendar-day';
import { err, ok, type Result } from '../result';

/**
 * The Sozialversicherungsnummer (Rentenversicherungsnummer, § 147 SGB VI) and its check digit
 * (Versicherungsnummern-Verordnung VKVV § 2): area number (2 digits), birthday DDMMYY, initial
 * letter of the birth name, serial number (2 digits), check digit. For the check digit the letter
 * becomes its two-digit position in the alphabet (A = 01 … Z = 26); the twelve digits are weighted
 * 2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1, the digits of every product are added, and the sum modulo 10
 * is the check digit. Example of the DRV: 65 170839 J 00 3.
 */
export type SocialSecurityNumberErrorKind =
  | 'ssn/format'
  | 'ssn/check-digit'
  | 'ssn/birthday-mismatch';

export interface SocialSecurityNumberError {
  readonly kind: SocialSecurityNumberErrorKind;
  readonly message: string;
}

export const SOCIAL_SECURITY_NUMBER_MESSAGES: Readonly<
  Record<SocialSecurityNumberErrorKind, string>
> = {
  'ssn/format':
    'Die Sozialversicherungsnummer besteht aus 12 Zeichen: 2 Ziffern, Ihr Geburtsdatum (TTMMJJ), ein Buchstabe und 3 Ziffern, z. B. 65 170839 J 00 3.',
  'ssn/check-digit':
    'Die Prüfziffer der Sozialversicherungsnummer stimmt nicht. Bitte prüfen Sie Ihre Eingabe.',
  'ssn/birthday-mismatch':
    'Die Stellen 3 bis 8 der Sozialversicherungsnummer müssen Ihrem Geburtsdatum (TTMMJJ) entsprechen.',
};

const fail = (kind: SocialSecurityNumberErrorKind): Result<never, SocialSecurityNumberError> =>
  err({ kind, message: SOCIAL_SECURITY_NUMBER_MESSAGES[kind] });

const SHAPE = /^(\d{2})(\d{6})([A-Z])(\d{2})(\d)$/;
const WEIGHTS = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1] as const;

const digitSum = (n: number): number => Math.floor(n / 10) + (n % 10);

/**
 * The check digit of the first eleven characters (2 digits, 6 digits, letter, 2 digits);
 * null when they do not have that shape.
 */
export const socialSecurityCheckDigit = (firstEleven: string): number | null => {
  const match = /^(\d{8})([A-Z])(\d{2})$/.exec(firstEleven);
  if (match === null) return null;
  const [, head = '', letter = 'A', serial = ''] = match;
  const position = String(letter.charCodeAt(0) - 64).padStart(2, '0');
  const digits = `${head}${position}${serial}`;
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i++) sum += digitSum(Number(digits[i]) * (WEIGHTS[i] ?? 0));
  return sum % 10;
};

/** Spaces removed, letters upper case: how people type it ("65 170839 j 00 3"). */
export const normalizeSocialSecurityNumber = (input: string): string =>
  input.replace(/[\s/.-]/g, '').toUpperCase();

/**
 * Checks a typed Sozialversicherungsnummer: its shape, its check digit and — as an insurer does
 * before the Zentrale Zulagenstelle rejects the allowance application — that its date part is the
 * applicant's birthday. Answers the normalised 12 characters.
 */
export const checkSocialSecurityNumber = (
  input: string,
  birthday: CalendarDay | null,
): Result<string, SocialSecurityNumberError> => {
  const ssn = normalizeSocialSecurityNumber(input);
  const match = SHAPE.exec(ssn);
  if (match === null) return fail('ssn/format');
  if (socialSecurityCheckDigit(ssn.slice(0, 11)) !== Number(ssn[11])) {
    return fail('ssn/check-digit');
  }
  if (birthday !== null) {
    const two = (n: number): string => String(n).padStart(2, '0');
    const expected = `${two(birthday.day)}${two(birthday.month)}${two(birthday.year % 100)}`;
    if (match[2] !== expected) return fail('ssn/birthday-mismatch');
  }
  return ok(ssn);
};
