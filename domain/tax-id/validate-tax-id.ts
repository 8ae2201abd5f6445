import { err, ok, type Result } from '../result';
import { taxIdCheckDigit } from './check-digit';
import { type TaxIdError, taxIdError } from './tax-id-error';

const ELEVEN_DIGITS = /^\d{11}$/;

/** SPEC §5: among the first ten digits exactly one value repeats, and it occurs 2 or 3 times. */
const hasValidRepetition = (firstTen: string): boolean => {
  const counts = new Map<string, number>();
  for (const char of firstTen) counts.set(char, (counts.get(char) ?? 0) + 1);
  const repeated = [...counts.values()].filter((count) => count > 1);
  return repeated.length === 1 && (repeated[0] === 2 || repeated[0] === 3);
};

/**
 * Beyond SPEC §5, following ELSTER's current check: a digit that occurs three times (allowed
 * for ids issued since 2016) must not stand three times directly in a row.
 */
const hasThreeInARow = (firstTen: string): boolean => /(\d)\1\1/.test(firstTen);

/**
 * The Steuer-IdNr rules (SPEC §5, § 139b AO, ELSTER): exactly 11 digits, no leading 0, one digit
 * value repeated 2 or 3 times among the first ten, never three in a row, and the ISO 7064
 * MOD 11,10 check digit last. Takes digits only; see normalizeTaxIdInput for typed input.
 */
export const validateTaxId = (input: string): Result<string, TaxIdError> => {
  if (!ELEVEN_DIGITS.test(input)) return err(taxIdError('tax-id/format'));
  if (input.startsWith('0')) return err(taxIdError('tax-id/leading-zero'));
  const firstTen = input.slice(0, 10);
  if (!hasValidRepetition(firstTen)) return err(taxIdError('tax-id/digit-repetition'));
  if (hasThreeInARow(firstTen)) return err(taxIdError('tax-id/three-in-a-row'));
  if (taxIdCheckDigit(firstTen) !== Number(input[10])) return err(taxIdError('tax-id/checksum'));
  return ok(input);
};
