import { addressRanges } from './address-patterns';
import { type KnownValueMatcher, NO_KNOWN_VALUES, redactKnownValues } from './redact-known-values';

/**
 * Personal data in free text: what a browser's error report may carry —
 * e-mail addresses, phone numbers, IBANs, tax ids, dates (a birthday looks like any date),
 * addresses (street and house number, postal code and city), the values of a URL's query and
 * every value the server knows of the person (their names, their address …) — is replaced by a
 * placeholder before the text is written anywhere.
 * The rule errs on the side of removing too much: a log line is for finding a bug, not a person.
 */

/** The query keys whose values say nothing about a person and may stay in a logged URL. */
export const HARMLESS_QUERY_KEYS: ReadonlySet<string> = new Set([
  'pt',
  'page',
  'step',
  'tab',
  'utm_source',
  'utm_medium',
  'utm_campaign',
]);

/**
 * What stands in a value's place; none contains a digit, '@' or '=' or ends like a street, so it
 * never matches again.
 */
export const REDACTED = {
  email: '[E-Mail]',
  iban: '[IBAN]',
  date: '[Datum]',
  number: '[Nummer]',
  queryValue: '[entfernt]',
  name: '[Name]',
  address: '[Adresse]',
} as const;

const PLACEHOLDERS: ReadonlySet<string> = new Set(Object.values(REDACTED));
const PLACEHOLDER_LIST: readonly string[] = [...PLACEHOLDERS];

/**
 * Query pairs `?key=value` / `&key=value`: the key stays, the value goes unless the key is
 * harmless. The key is bounded so the scan stays linear; a value already replaced ends at its
 * placeholder (a cut placeholder may follow it).
 */
const QUERY_PAIR = /([?&;])([^=&#\s?;]{1,64})=(\[entfernt\]|[^&#\s;…]*)/g;
/**
 * An address: a local part, '@', a host name (dots optional: `user@localhost` too). The local part
 * stops at the characters that also separate a URL (`/ ? & = #`), so a URL's path stays.
 */
const EMAIL = /[A-Za-z0-9!$%'*+^_`{|}~.-]*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*/g;
/** DE89 3704 0044 0532 0130 00, with or without the spaces: country, check digits, 11–30 more. */
const IBAN = /[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?/g;
/** 12.04.1985, 12.4.85, 1985-04-12, 12/04/1985. */
const DATE = /\d{1,2}[./]\d{1,2}[./]\d{2,4}|\d{4}-\d{1,2}-\d{1,2}/g;
/** A run of digits with the separators of written phone numbers; redacted from 7 digits on. */
const NUMBER_RUN = /\+?\(?\d(?:[ /().-]{0,3}\d)+/g;
/** Phone numbers have at least 7 digits; tax ids 11. Line and column numbers stay. */
const MIN_REDACTED_DIGITS = 7;

const digitCount = (text: string): number => {
  let count = 0;
  for (const c of text) if (c >= '0' && c <= '9') count += 1;
  return count;
};

/** Cuts a text to at most `max` characters, marking the cut with '…'. */
export const truncated = (text: string, max: number): string =>
  text.length <= max ? text : max <= 0 ? '' : `${text.slice(0, max - 1)}…`;

/** A letter, mark or digit: a part of a word or number. */
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;
/** How far a cut walks back to a word's start; a longer word is cut inside. */
const MAX_WORD_BACKOFF = 32;

/**
 * Cut like `truncated`, but never inside a placeholder nor inside a word or number: half a
 * placeholder would be redacted again, and so could a number's first digits or a word's first
 * letters („Weinstraße 01068“ is no address, „Weinstraße 01“ is one), so a second redaction would
 * change the text.
 */
const truncatedBeforePlaceholder = (text: string, max: number): string => {
  if (text.length <= max || max <= 0) return truncated(text, max);
  let cut = max - 1;
  for (const placeholder of PLACEHOLDERS) {
    const start = text.lastIndexOf(placeholder, cut - 1);
    if (start !== -1 && start + placeholder.length > cut) cut = Math.min(cut, start);
  }
  const inside = (at: number): boolean =>
    WORD_CHARACTER.test(text.charAt(at - 1)) && WORD_CHARACTER.test(text.charAt(at));
  let back = cut;
  while (back > 0 && cut - back < MAX_WORD_BACKOFF && inside(back)) back -= 1;
  if (!inside(back)) cut = back;
  return `${text.slice(0, cut)}…`;
};

/** The text with the given ranges (sorted, apart) replaced by the placeholder. */
const replacedRanges = (
  text: string,
  ranges: readonly { readonly start: number; readonly end: number }[],
  placeholder: string,
): string => {
  let out = '';
  let position = 0;
  for (const range of ranges) {
    out += text.slice(position, range.start) + placeholder;
    position = range.end;
  }
  return out + text.slice(position);
};

/**
 * The text without personal data, at most `maxLength` characters; `known` are the values of the
 * person the server knows (knownValueMatcherOf). The input is cut first, so the work is bounded
 * by `maxLength` whatever arrives; placeholders may lengthen the text, so it is cut again.
 * Redacting a redacted text changes nothing.
 */
export const redactPersonalData = (
  text: string,
  maxLength: number,
  known: KnownValueMatcher = NO_KNOWN_VALUES,
): string => {
  let out = truncated(text, maxLength);
  out = out.replace(EMAIL, REDACTED.email);
  out = out.replace(IBAN, REDACTED.iban);
  out = out.replace(DATE, REDACTED.date);
  out = out.replace(NUMBER_RUN, (match) =>
    digitCount(match) >= MIN_REDACTED_DIGITS ? REDACTED.number : match,
  );
  // After the numbers: a date is never taken for a house number, a phone number for a street's.
  out = replacedRanges(out, addressRanges(out), REDACTED.address);
  // Last: a placeholder can make a key (`?[Nummer]=x`), a replaced value never makes anything.
  out = out.replace(QUERY_PAIR, (_m, lead: string, key: string, value: string) =>
    value === '' || HARMLESS_QUERY_KEYS.has(key) || PLACEHOLDERS.has(value)
      ? `${lead}${key}=${value}`
      : `${lead}${key}=${REDACTED.queryValue}`,
  );
  // Last, around the placeholders: the person's own values wherever they stand.
  out = redactKnownValues(out, known, PLACEHOLDER_LIST);
  return truncatedBeforePlaceholder(out, maxLength);
};
