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

export interface PhoneSearchOptions {
  readonly fullMatch?: boolean;
}

/** The digits a search looks for: German prefixes stripped once each; '' when none are left. */
export const phoneSearchDigits = (input: string): string => {
  let digits = input.replace(/\D/g, '');
  const country = COUNTRY_PREFIXES.find((prefix) => digits.startsWith(prefix));
  if (country !== undefined) digits = digits.slice(country.length);
  if (digits.startsWith(TRUNK_PREFIX)) digits = digits.slice(TRUNK_PREFIX.length);
  return digits;
};

/**
 * SPEC §5: a RegExp source matching the number in any written form, or null when the input has no
 * digits beyond a German prefix. Use it without flags (`new RegExp(source)`); `u` works too.
 */
export const phoneSearchPattern = (
  input: string,
  options: PhoneSearchOptions = {},
): string | null => {
  const digits = phoneSearchDigits(input);
  if (digits === '') return null;
  const core = [...digits].join(SEPARATOR);
  return options.fullMatch === true
    ? `${FULL_MATCH_START}${PREFIX_SOURCE}${core}${FULL_MATCH_END}`
    : `${PREFIX_SOURCE}${core}`;
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
