import fc from 'fast-check';

/** A German number's core without prefixes: first digit 1–9 except 4 (so no `49` is ever stripped). */
export const phoneCoreArb: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('1', '2', '3', '5', '6', '7', '8', '9'),
    fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 2, maxLength: 11 }),
  )
  .map(([first, rest]) => first + rest);

/** The ways a German prefix is written before the core. */
export const phonePrefixArb: fc.Arbitrary<string> = fc.constantFrom(
  '',
  '0',
  '+49',
  '0049',
  '49',
  '+49 (0)',
  '+49 0',
  '0049 (0)',
);

/** 0–3 separator characters as people type them between digits. */
export const phoneSeparatorArb: fc.Arbitrary<string> = fc.string({
  unit: fc.constantFrom(' ', '/', '-', '(', ')', '.'),
  maxLength: 3,
});

/** Short separators, for after a prefix that already ends in one (`(0)`). */
const shortSeparatorArb: fc.Arbitrary<string> = fc.constantFrom('', ' ', '-', '/');

/**
 * The number written as `prefix` (kept as one unit, as people type it), a separator, then the
 * core's digits each followed by a random separator (none after the last).
 */
export const writtenPhoneArb = (prefix: string, core: string): fc.Arbitrary<string> =>
  fc
    .tuple(
      prefix.endsWith(')') ? shortSeparatorArb : phoneSeparatorArb,
      fc.array(phoneSeparatorArb, { minLength: core.length, maxLength: core.length }),
    )
    .map(([afterPrefix, seps]) => {
      const body = [...core].map((c, i) => (i === core.length - 1 ? c : c + seps[i])).join('');
      return prefix === '' ? body : prefix + afterPrefix + body;
    });
