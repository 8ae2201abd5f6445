import fc from 'fast-check';
import { encodeQueryValue } from '../arbitraries/comparison-query';
import { hostileJsonArb, hostileNumberArb, hostileStringArb } from '../arbitraries/hostile-input';

/**
 * What the API fuzz tests send to one route: its URL, the body's encoding and each field's right,
 * near-right and hostile values (api-body-targets.ts lists them; fuzz-request.ts makes requests).
 */

export type Fields = Readonly<Record<string, fc.Arbitrary<unknown>>>;

export interface Target {
  readonly name: string;
  /** The route's URL; `urlArb` generates it instead where the path or the query is the input. */
  readonly url: string;
  readonly urlArb?: fc.Arbitrary<string>;
  /** POST by default; a GET or DELETE sends no body. */
  readonly method?: 'GET' | 'POST' | 'DELETE';
  /** The body as the route expects it: JSON, a form, or a multipart upload. */
  readonly encoding: 'json' | 'form' | 'multipart';
  /** Each field's right and near-right values; hostile ones are mixed in for every field. */
  readonly fields: Fields;
  /** HTML pages (the login service, the page forms) instead of JSON error answers. */
  readonly html?: boolean;
  /** The body limit as a 413 answer must state it (its real limit). */
  readonly limit: string;
  /** Fuzzed through the real server only; api-schemas has no own-steps check for it. */
  readonly serverOnly?: true;
  /** Headers the route reads besides the body's (the insurer's idempotency key). */
  readonly headersArb?: fc.Arbitrary<Readonly<Record<string, string>>>;
  /** Who sends it: a signed visitor cookie, or a logged-in account's session and visitor cookie. */
  readonly sender?: 'visitor' | 'account';
  /** Keys a refusal's `error` carries besides kind and message, as the route documents them. */
  readonly errorExtras?: readonly string[];
  /** 422 `{ decision: 'declined', reason }` is the route's answer (the insurer's hand-over). */
  readonly declines?: true;
}

export const anyValueArb: fc.Arbitrary<unknown> = fc.oneof(
  hostileNumberArb,
  hostileStringArb(),
  fc.constantFrom(null, true, false, [], {}, '', 0, -0),
  hostileJsonArb,
);

export const text = (...values: string[]): fc.Arbitrary<unknown> => fc.constantFrom(...values);

/** A right value most of the time, else a hostile text of up to `max` characters. */
export const mostly = (right: fc.Arbitrary<unknown>, max = 40): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 4, arbitrary: right }, { weight: 1, arbitrary: hostileStringArb(max) });

/**
 * A text as one path segment, %-escaped. A segment of dots only (`..`, even as `%2E%2E`) leaves
 * the route (the router resolves it: the attack suite's); it goes as the text `%2E%2E` instead.
 */
export const pathSegment = (value: unknown): string => {
  const text = String(value);
  return encodeQueryValue(/^\.+$/.test(text) ? text.replaceAll('.', '%2E') : text);
};
