import fc from 'fast-check';
import { encodeQueryValue } from '../arbitraries/comparison-query';
import {
  deepJsonTextArb,
  hostileJsonArb,
  hostileStringArb,
  PROTOTYPE_KEYS,
} from '../arbitraries/hostile-input';
import { anyValueArb, type Target } from './fuzz-target';
import { SAME_REFERENCE } from './insurer-body-targets';

/**
 * How a target (fuzz-target.ts) becomes a request: its URL, headers and a body text, structured
 * for the route or not, as the real server (api-bodies) and each route's own steps (api-schemas)
 * get it.
 */

/** A structured body: each known field left out, right, or hostile; plus unknown and prototype keys. */
export const structuredBodyArb = (target: Target): fc.Arbitrary<Record<string, unknown>> =>
  fc
    .tuple(
      fc.record(
        Object.fromEntries(
          Object.entries(target.fields).map(([name, arb]) => [
            name,
            fc.oneof({ weight: 4, arbitrary: arb }, { weight: 1, arbitrary: anyValueArb }),
          ]),
        ),
        { requiredKeys: [] },
      ),
      // An unknown key ends at the schema; most bodies carry none, so the route itself is reached.
      fc.oneof(
        { weight: 3, arbitrary: fc.constant([] as [string, unknown][]) },
        {
          weight: 1,
          arbitrary: fc.array(
            fc.tuple(
              fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), hostileStringArb(6)),
              anyValueArb,
            ),
            { minLength: 1, maxLength: 2 },
          ),
        },
      ),
    )
    .map(([known, extra]) => {
      const body: Record<string, unknown> = { ...known };
      for (const [key, value] of extra)
        Object.defineProperty(body, key, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return body;
    });

export const formText = (body: Record<string, unknown>): string =>
  Object.entries(body)
    .flatMap(([key, value]) =>
      Array.isArray(value) ? value.map((item) => [key, item] as const) : [[key, value] as const],
    )
    .map(
      ([key, value]) =>
        `${encodeQueryValue(key)}=${encodeQueryValue(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))}`,
    )
    .join('&');

/** The boundary of the generated multipart bodies. */
export const MULTIPART_BOUNDARY = 'rk-fuzz-boundary';

/**
 * A multipart body of the fields: `content` is the file part (its value the file's bytes), the
 * others are text fields; a value that is no text goes as JSON with its content type, as the
 * upload form's script sends the meta part.
 */
export const multipartText = (body: Record<string, unknown>): string => {
  const parts = Object.entries(body).map(([name, value]) => {
    const disposition = `Content-Disposition: form-data; name="${name.replace(/["\r\n]/g, '_')}"`;
    const json = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
    if (name === 'content')
      return `${disposition}; filename="datei.pdf"\r\nContent-Type: application/pdf\r\n\r\n${json}`;
    if (typeof value === 'string') return `${disposition}\r\n\r\n${value}`;
    return `${disposition}\r\nContent-Type: application/json\r\n\r\n${json}`;
  });
  return `${parts.map((part) => `--${MULTIPART_BOUNDARY}\r\n${part}\r\n`).join('')}--${MULTIPART_BOUNDARY}--\r\n`;
};

/** JSON text the JSON body parser meets: broken, huge numbers, duplicate keys, a BOM. */
export const rawJsonTextArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'null',
    '[]',
    '"text"',
    '1e400',
    '-0',
    '{',
    '{"a":}',
    '{"a":1,"a":2}',
    '\ufeff{}',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '123456789012345678901234567890',
  ),
  hostileStringArb(40),
);

export const CONTENT_TYPES = [
  'application/json',
  'application/x-www-form-urlencoded',
  'text/plain',
  'application/json; charset=utf-16',
  'multipart/form-data; boundary=x',
  'application/xml',
  `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
  '',
] as const;

export interface Request {
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  readonly contentType: string;
  readonly ip: string;
}

// Built once: a megabyte string per case costs more than the route's whole check.
const OVER_JSON_LIMIT = `{"message":"${'x'.repeat(1_048_577)}"}`;
const OVER_FORM_LIMIT = `email=${'x'.repeat(1_048_577)}`;

/**
 * Texts that cost milliseconds each in the body parser: JSON nested 100 to 100,000 levels deep,
 * and bodies over the limits (1 MB, and 20,000 characters: over the form limits of 16 KB and
 * 1 KB, under the JSON limit).
 */
const bulkyTextArb = (target: Target): fc.Arbitrary<string> =>
  fc.oneof(
    deepJsonTextArb,
    fc.constant(target.encoding === 'json' ? OVER_JSON_LIMIT : OVER_FORM_LIMIT),
    fc.constant(
      target.encoding === 'json'
        ? `{"message":"${'x'.repeat(20_000)}"}`
        : `email=${'x'.repeat(20_000)}`,
    ),
  );

/**
 * A body as text: structured for the route, any JSON, broken JSON, or bulky (deep, over the
 * limits) in `bulkyPerMille` of the cases. Through the real server a sixth of the bodies are
 * bulky; the million-case run of each route's own steps makes them rare (2 in 1,000, still
 * 2,000 a route): they test the body limit and the JSON parser that all routes share, and one
 * deep text costs as much as a hundred other cases.
 */
export const bodyTextArb = (target: Target, bulkyPerMille = 160): fc.Arbitrary<string> => {
  if (target.method === 'GET' || target.method === 'DELETE') return fc.constant('');
  const encode = {
    json: (body: Record<string, unknown>) => JSON.stringify(body) ?? '',
    form: formText,
    multipart: multipartText,
  }[target.encoding];
  return fc.oneof(
    {
      weight: 1000 - bulkyPerMille,
      arbitrary: fc.oneof(
        { weight: 6, arbitrary: structuredBodyArb(target).map(encode) },
        { weight: 1, arbitrary: hostileJsonArb.map((body) => JSON.stringify(body) ?? '') },
        { weight: 2, arbitrary: rawJsonTextArb },
      ),
    },
    { weight: bulkyPerMille, arbitrary: bulkyTextArb(target) },
  );
};

/** The content type a target's body goes with. */
export const naturalContentType = (target: Target): string =>
  ({
    json: 'application/json',
    form: 'application/x-www-form-urlencoded',
    multipart: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
  })[target.encoding];

// SAME_REFERENCE in a JSON body as its text says it.
const SAME_REFERENCE_JSON = JSON.stringify(SAME_REFERENCE).slice(1, -1);

/** The body with the path's reference (`/applications/<reference>/…`) where it says SAME_REFERENCE. */
const withPathReference = (url: string, body: string): string => {
  if (!body.includes(SAME_REFERENCE_JSON)) return body;
  const segment = /\/applications\/([^/?]*)\//.exec(url)?.[1] ?? '';
  let reference: string;
  try {
    reference = decodeURIComponent(segment);
  } catch {
    reference = segment;
  }
  return body.replaceAll(SAME_REFERENCE_JSON, JSON.stringify(reference).slice(1, -1));
};

/**
 * A request to the target: its URL (generated where the path or query is the input), its headers
 * and body; through the real server (`contentTypes`) sometimes with a wrong content type, and
 * each from its own address, so the per-ip rate limits do not answer instead of the route.
 */
export const requestArb = (
  target: Target,
  options: { readonly bulkyPerMille?: number; readonly contentTypes?: boolean } = {},
): fc.Arbitrary<Request> => {
  const natural = naturalContentType(target);
  return fc
    .record({
      url: target.urlArb ?? fc.constant(target.url),
      headers: target.headersArb ?? fc.constant({}),
      body: bodyTextArb(target, options.bulkyPerMille),
      contentType:
        options.contentTypes === false
          ? fc.constant(natural)
          : fc.oneof(
              { weight: 8, arbitrary: fc.constant(natural) },
              { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
            ),
      ip: fc.ipV4(),
    })
    .map((request) => ({
      ...request,
      method: target.method ?? 'POST',
      body: withPathReference(request.url, request.body),
    }));
};
