import fc from 'fast-check';

/**
 * Input an attacker or a broken client sends: text with lone surrogates,
 * escapes and separators, numbers at the edges of a double, prototype keys, deep and long values.
 */

const LONE_SURROGATE = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => String.fromCharCode(code));

// Characters that break naive parsers: separators, escapes, controls, look-alike digits.
const TRICKY_UNITS = [
  '&',
  '=',
  '%',
  '%%',
  '%2',
  '%zz',
  '%FF',
  '%C3',
  '%ED%A0%80',
  '%00',
  '+',
  '#',
  '?',
  ',',
  ';',
  '.',
  '-',
  '/',
  '\\',
  ' ',
  '\t',
  '\n',
  '\r\n',
  '\u0000',
  '\u00a0',
  '\u2028',
  '\ufeff',
  '\u200b',
  '"',
  "'",
  '<',
  '>',
  '{',
  '}',
  '[',
  ']',
  '(',
  ')',
  'ä',
  'ß',
  'Ä',
  '€',
  '😀',
  'e',
  'E',
  'e+',
  'e-',
  '٣',
  '３',
  '¹',
  'Ⅻ',
  '０',
  '..',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  '1e308',
  '1e400',
  '9'.repeat(30),
];

/** One unit of hostile text: any code unit, a lone surrogate, or a tricky fragment. */
export const hostileUnitArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...TRICKY_UNITS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: LONE_SURROGATE },
  { weight: 2, arbitrary: fc.constantFrom(...'0123456789') },
);

/** Hostile text up to `maxLength` units (short by default: most bugs need few characters). */
export const hostileStringArb = (maxLength = 24): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: hostileUnitArb, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength }) },
    { weight: 1, arbitrary: fc.string({ maxLength }) },
  );

/** A very long text: a repeated fragment, 500 to ~80,000 characters. */
export const longStringArb: fc.Arbitrary<string> = fc
  .tuple(
    fc.string({ unit: hostileUnitArb, minLength: 1, maxLength: 4 }),
    fc.integer({ min: 500, max: 20_000 }),
  )
  .map(([fragment, times]) => fragment.repeat(times));

/** Numbers at the edges: ±1e308, -0, NaN, ±Infinity, huge integers, tiny fractions, any double. */
export const hostileNumberArb: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    1,
    -1,
    0.5,
    1.5,
    1e308,
    -1e308,
    1.7976931348623157e308,
    5e-324,
    -5e-324,
    1e300,
    1e21,
    1e-7,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    2 ** 31,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 53),
    2 ** 64,
    1e15,
    1e16,
    99.999,
    0.1 + 0.2,
  ),
  fc.double(),
  fc.integer(),
  fc.integer({ min: -1000, max: 1000 }),
);

/** The text a number is written as in a query or a form: plain and the forms parsers trip on. */
export const hostileNumberTextArb: fc.Arbitrary<string> = fc.oneof(
  hostileNumberArb.map(String),
  fc.constantFrom(
    '1e308',
    '1e309',
    '1e400',
    '-1e400',
    '1E5',
    '1e+5',
    '1e-5',
    '-0',
    '+1',
    '.5',
    '5.',
    '0x1F',
    '0b1',
    '0o7',
    '1_000',
    '1,5',
    '1.000,50',
    ' 1',
    '1 ',
    '',
    '-',
    'e5',
    '1e',
    '١',
    '１',
    'NaN',
    'Infinity',
    '-Infinity',
    '00001',
    '0.00000000000000000000001',
    '9'.repeat(400),
    `1${'0'.repeat(308)}`,
    `0.${'0'.repeat(400)}1`,
  ),
);

/** Keys that reach into an object's prototype when code writes `target[key] = …`. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
] as const;

/** Any JSON value: from JSON.parse of hostile text, nested deep. */
export const hostileJsonArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ depthSize: 'medium' }),
  fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      hostileStringArb(),
      hostileNumberArb.filter(Number.isFinite),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(
        fc.oneof(hostileStringArb(8), fc.constantFrom(...PROTOTYPE_KEYS)),
        tie('value'),
        {
          maxKeys: 4,
        },
      ),
    ),
  })).value,
);

/** JSON text nested `depth` levels deep: `[[[…]]]` or `{"a":{"a":…}}`. */
export const deepJsonText = (depth: number, kind: 'array' | 'object'): string =>
  kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** A deeply nested JSON text, 100 to 100,000 levels. */
export const deepJsonTextArb: fc.Arbitrary<string> = fc
  .tuple(
    fc.integer({ min: 100, max: 100_000 }),
    fc.constantFrom('array' as const, 'object' as const),
  )
  .map(([depth, kind]) => deepJsonText(depth, kind));
