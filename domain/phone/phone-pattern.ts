import { err, ok, type Result } from '../result';

/**
 * SPEC §5 phone search: find a customer's number in a text however it was written.
 *
 * Decisions (a support agent pastes a number and searches notes, mails, tickets):
 * - The input's non-digits are dropped; then one country prefix (`0049`, `49`, `+49` is `49`
 *   once the `+` is dropped) and then one trunk `0` are stripped from the start, so
 *   `+49 (0)176 …`, `0049 176 …`, `0176 …` and `176 …` all search for the same core `176…`.
 * - Between two digits of the text at most {@link MAX_SEPARATOR_LENGTH} non-digit characters are
 *   tolerated (`' / '`, `') '`, `' - '`): enough for every usual format, and it never strings
 *   together digits of different numbers or dates in a long text.
 * - The pattern begins with the optional prefixes (`+49`/`0049`/`49`, then a trunk `0`, each with
 *   separators), so the match covers the whole written number.
 * - The full-match variant must end at the end of the text, at a space or at a hyphen (SPEC §5);
 *   it also must not start right after a digit, so `1234567` does not fully match `01761234567`.
 * - A number has at most {@link MAX_PHONE_DIGITS} digits (ITU-T E.164); more is no phone number,
 *   and a pattern of thousands of digits overflows the RegExp compiler's stack.
 */

/** At most this many non-digit characters between two digits. */
export const MAX_SEPARATOR_LENGTH = 3;

const SEPARATOR = `\\D{0,${MAX_SEPARATOR_LENGTH}}`;
const COUNTRY_PREFIXES = ['0049', '49'] as const;
const TRUNK_PREFIX = '0';

/** The optional written prefix: `+49`, `0049` or `49`, then an optional trunk `0`. */
const PREFIX_SOURCE = `(?:(?:\\+|00)?49${SEPARATOR})?(?:0${SEPARATOR})?`;
const FULL_MATCH_START = '(?<!\\d)';
const FULL_MATCH_END = '(?=$|[ -])';

/** ITU-T E.164: an international number has at most 15 digits, the country code included. */
export const MAX_PHONE_DIGITS = 15;

export interface PhoneSearchOptions {
  readonly fullMatch?: boolean;
}

export type PhoneSearchErrorKind = 'phone/no-digits' | 'phone/too-long';

export interface PhoneSearchError {
  readonly kind: PhoneSearchErrorKind;
  readonly message: string;
}

export const PHONE_SEARCH_MESSAGES: Readonly<Record<PhoneSearchErrorKind, string>> = {
  'phone/no-digits': 'Die Telefonnummer enthält nach der Ländervorwahl keine Ziffern.',
  'phone/too-long': `Eine Telefonnummer hat höchstens ${MAX_PHONE_DIGITS} Ziffern.`,
};

/** The digits a search looks for: German prefixes stripped once each; '' when none are left. */
export const phoneSearchDigits = (input: string): string => {
  let digits = input.replace(/\D+/g, '');
  const country = COUNTRY_PREFIXES.find((prefix) => digits.startsWith(prefix));
  if (country !== undefined) digits = digits.slice(country.length);
  if (digits.startsWith(TRUNK_PREFIX)) digits = digits.slice(TRUNK_PREFIX.length);
  return digits;
};

const phoneSearchError = (kind: PhoneSearchErrorKind): PhoneSearchError => ({
  kind,
  message: PHONE_SEARCH_MESSAGES[kind],
});

/**
 * SPEC §5: a RegExp source matching the number in any written form; an error when the input has
 * no digits beyond a German prefix, or more than a phone number has. Use it without flags
 * (`new RegExp(source)`); `u` works too.
 */
export const phoneSearchPatternOf = (
  input: string,
  options: PhoneSearchOptions = {},
): Result<string, PhoneSearchError> => {
  const digits = phoneSearchDigits(input);
  if (digits === '') return err(phoneSearchError('phone/no-digits'));
  if (digits.length > MAX_PHONE_DIGITS) return err(phoneSearchError('phone/too-long'));
  const core = [...digits].join(SEPARATOR);
  return ok(
    options.fullMatch === true
      ? `${FULL_MATCH_START}${PREFIX_SOURCE}${core}${FULL_MATCH_END}`
      : `${PREFIX_SOURCE}${core}`,
  );
};

/** phoneSearchPatternOf's source, or null when there is nothing a phone search could find. */
export const phoneSearchPattern = (
  input: string,
  options: PhoneSearchOptions = {},
): string | null => {
  const pattern = phoneSearchPatternOf(input, options);
  return pattern.ok ? pattern.value : null;
};

/** Whether the text contains the number; false when the input has no searchable digits. */
export const phoneMatches = (
  input: string,
  text: string,
  options: PhoneSearchOptions = {},
): boolean => {
  const source = phoneSearchPattern(input, options);
  return source !== null && new RegExp(source).test(text);
};
