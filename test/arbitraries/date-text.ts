import fc from 'fast-check';

/** 0–3 characters of digits, ASCII or look-alike (Arabic-Indic, full-width). */
const digitsArb: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 3 }),
  },
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.constantFrom('٣', '３', '¹', '0', ' '), maxLength: 3 }),
  },
);

const yearArb: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 0, max: 9999 }).map((year) => String(year).padStart(4, '0')),
  fc.constantFrom(
    '1582',
    '1583',
    '1900',
    '2000',
    '9999',
    '0000',
    '10000',
    '-0001',
    '+2000',
    '200',
    '19',
  ),
  digitsArb,
);

const dayOrMonthArb: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 0, max: 32 }).map((n) => String(n).padStart(2, '0')),
  fc.integer({ min: 1, max: 9 }).map(String),
  fc.constantFrom('00', '13', '29', '30', '31', '99', '-1', '1e1', ''),
  digitsArb,
);

const spacesArb: fc.Arbitrary<string> = fc.constantFrom(
  '',
  '',
  '',
  ' ',
  '  ',
  '\t',
  '\u00a0',
  '\n',
  '\u3000',
);

/** Text that looks like a German date DD.MM.YYYY: near misses of every part and separator. */
export const germanDateTextArb: fc.Arbitrary<string> = fc
  .tuple(
    spacesArb,
    dayOrMonthArb,
    fc.constantFrom('.', '.', '.', ',', '/', '-', '..', ''),
    dayOrMonthArb,
    fc.constantFrom('.', '.', '.', ',', '/', ''),
    yearArb,
    spacesArb,
  )
  .map((parts) => parts.join(''));

/** Text that looks like an ISO date YYYY-MM-DD: near misses of every part and separator. */
export const isoDateTextArb: fc.Arbitrary<string> = fc
  .tuple(
    spacesArb,
    yearArb,
    fc.constantFrom('-', '-', '-', '/', '.', '--', '‐'),
    dayOrMonthArb,
    fc.constantFrom('-', '-', '-', '/', ''),
    dayOrMonthArb,
    fc.constantFrom('', '', '', 'T00:00', 'Z', '[u-ca=iso8601]'),
    spacesArb,
  )
  .map((parts) => parts.join(''));
