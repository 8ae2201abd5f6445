import fc from 'fast-check';
import { SEARCH_FIELDS } from '../../domain/search-data/search-fields';

/** Number texts that once broke the comparison, and their neighbours at every range end. */
const EDGE_NUMBERS = [
  '1e308',
  '-1e308',
  '1e300',
  '4.9e-324',
  '-0',
  'NaN',
  'Infinity',
  '-Infinity',
  '123456789012345678901234567890',
  '9007199254740993',
  '100000000',
  '30000000',
  '10000000',
  '10000000.01',
  '15',
  '16',
  '0',
  '-1',
  '2.5',
  '0.001',
  '62',
  '70',
  '71',
  '100',
  '101',
  '40',
  '41',
];

/** Any number text: edge values, any double, any integer, huge integers, fractions, negatives. */
export const hostileNumberArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...EDGE_NUMBERS),
  fc.double().map(String),
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
  fc.integer({ min: -100, max: 100 }).map((n) => String(n / 7)),
);

/** A real day from before the date range to its end, near today more often. */
const dateArb: fc.Arbitrary<string> = fc
  .oneof(
    fc.date({ min: new Date('1500-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z') }),
    fc.date({ min: new Date('1940-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z') }),
  )
  .filter((d) => !Number.isNaN(d.getTime()))
  .map((d) => d.toISOString().slice(0, 10));

/** A comma list of numbers or dates, up to the codec's limit and a little past it. */
const listArb: fc.Arbitrary<string> = fc.oneof(
  fc.array(hostileNumberArb, { maxLength: 22 }).map((items) => items.join(',')),
  fc
    .array(fc.integer({ min: 1500, max: 9999 }), { maxLength: 22 })
    .map((years) => years.map((y) => `${y}-06-15`).join(',')),
);

const DATE_KEYS = SEARCH_FIELDS.filter((f) => f.type === 'date').map((f) => f.key);
const NUMBER_KEYS = SEARCH_FIELDS.filter((f) => f.type === 'number').map((f) => f.key);
const LIST_KEYS = SEARCH_FIELDS.filter((f) => f.type.endsWith('-list')).map((f) => f.key);
const KEYS = SEARCH_FIELDS.map((f) => f.key);

const encodePair = ([key, value]: readonly [string, string]): string =>
  `${encodeURIComponent(key)}=${encodeURIComponent(value)}`;

/** One pair: mostly a number key with a hostile number, or a list key with a list; else anything. */
const pairArb: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...NUMBER_KEYS), hostileNumberArb) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...LIST_KEYS), listArb) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...DATE_KEYS), dateArb) },
    {
      weight: 1,
      arbitrary: fc.tuple(
        fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 12 })),
        fc.oneof(hostileNumberArb, fc.string({ maxLength: 12 })),
      ),
    },
  )
  .map(encodePair);

// Valid searches of every product type: the hostile pairs after them override single values.
const BASES = [
  'js=Angestellter&bd=1985-04-12&pt=riester&egs=40000&mp=100&im=1&sjb=Beamter&noc=2&cb=2015-03-01',
  'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&aotp=1&otp=5000&bg=80&pgp=10',
  'js=Beamter&bd=1970-01-01&pt=ruerup&egs=90000&mp=500&pp=yearly&ra=70',
  'bd=1960-05-01&pt=sofort&otp=50000&pgp=5',
  'bd=1985-04-12&pt=s3einmalzahlung&otp=20000',
];

/** A comparison query as an attacker would send it: a valid search plus any keys and numbers. */
export const hostileQueryArb: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...BASES), fc.array(pairArb, { maxLength: 8 }))
  .map(([base, pairs]) => [base, ...pairs].join('&'));
