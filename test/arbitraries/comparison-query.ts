import fc from 'fast-check';
import { JOB_SITUATIONS } from '../../domain/products/job-situation';
import { PRODUCT_TYPES } from '../../domain/products/product-type';
import { SEARCH_ENUM_VALUES, SEARCH_FIELDS } from '../../domain/search-data/search-fields';
import { hostileNumberTextArb, hostileStringArb } from './hostile-input';
import { isoDateArb } from './search-data';

// encodeURIComponent throws on a lone surrogate; a client would have sent U+FFFD instead.
/** encodeURIComponent that never throws. */
export const encodeQueryValue = (value: string): string =>
  encodeURIComponent(
    value.replace(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '\uFFFD',
    ),
  );

const SEARCH_KEYS = SEARCH_FIELDS.map((field) => field.key);
const ENUM_VALUES = Object.values(SEARCH_ENUM_VALUES).flat();

/** The edges of a double as a query writes them: where sums overflow and arrays cannot grow. */
const bigNumberTextArb = fc.constantFrom(
  '1e308',
  '1.7976931348623157e308',
  '-1e308',
  '1e300',
  '1e21',
  '9007199254740993',
  '1e16',
  '4294967296',
  '5e-324',
);

const queryValueArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: bigNumberTextArb },
  { weight: 2, arbitrary: hostileNumberTextArb },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '1',
      '0',
      ...ENUM_VALUES,
      ...JOB_SITUATIONS.map((job) => job.replaceAll(' ', '+')),
    ),
  },
  { weight: 1, arbitrary: isoDateArb },
  { weight: 1, arbitrary: hostileStringArb(12).map((value) => value.replaceAll('noc=', '')) },
);

const NUMBER_KEYS = SEARCH_FIELDS.filter((field) => field.type === 'number').map(
  (field) => field.key,
);

/** One pair of a comparison query: mostly a number with a hostile value, else any key. */
const comparisonPairArb: fc.Arbitrary<readonly [string, string]> = fc
  .oneof(
    { weight: 3, arbitrary: fc.constantFrom(...NUMBER_KEYS) },
    { weight: 1, arbitrary: fc.constantFrom(...SEARCH_KEYS) },
  )
  .chain((key) => fc.tuple(fc.constant(key), queryValueArb));

/** A comparison query: a base that compares, and hostile values for some keys. */
export const comparisonQueryArb: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...PRODUCT_TYPES),
        fc.array(comparisonPairArb, { minLength: 1, maxLength: 3 }),
      )
      .map(
        ([product, pairs]) =>
          `js=Angestellter&bd=1985-04-12&pt=${product}&egs=40000&mp=100&otp=10000&${pairs.map(([key, value]) => `${key}=${encodeQueryValue(value)}`).join('&')}`,
      ),
  },
  { weight: 1, arbitrary: hostileStringArb(40).filter((query) => !/noc/i.test(query)) },
);
