import fc from 'fast-check';
import { describe, expect } from 'vitest';
import {
  MAX_PHONE_DIGITS,
  PHONE_SEARCH_MESSAGES,
  phoneMatches,
  phoneSearchDigits,
  phoneSearchPattern,
  phoneSearchPatternOf,
} from '../../domain/phone/phone-pattern';
import { hostileStringArb, hostileUnitArb, longStringArb } from '../arbitraries/hostile-input';
import { phoneCoreArb, phonePrefixArb, writtenPhoneArb } from '../arbitraries/phone';
import { expectGermanMessage } from './fuzz-expect';
import { fuzz } from './fuzz-harness';

/** A number as people write it, and what is around it in a text. */
const writtenArb = fc
  .tuple(phonePrefixArb, phoneCoreArb)
  .chain(([prefix, core]) => fc.tuple(fc.constant(core), writtenPhoneArb(prefix, core)));

const inputArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: writtenArb.map(([, written]) => written) },
  {
    weight: 2,
    arbitrary: fc.string({
      unit: fc.oneof(fc.constantFrom(...'0123456789+()/- '), hostileUnitArb),
      maxLength: 30,
    }),
  },
  { weight: 2, arbitrary: hostileStringArb() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '0',
      '49',
      '+49',
      '0049',
      '00490',
      '+49 (0)',
      '0000',
      '٠١٧٦',
      '０１７６',
    ),
  },
  { weight: 1, arbitrary: longStringArb },
);

const textArb: fc.Arbitrary<string> = fc.oneof(
  hostileStringArb(40),
  fc.string({ unit: fc.constantFrom(...'0123456789 -/'), maxLength: 60 }),
);

const compiles = (source: string, flags: string): boolean => {
  new RegExp(source, flags);
  return true;
};

describe('fuzz: phone search (issue 13)', () => {
  fuzz(
    'phone search pattern and matcher',
    fc.record({ input: inputArb, text: textArb, written: writtenArb, fullMatch: fc.boolean() }),
    ({ input, text, written: [core, writtenNumber], fullMatch }) => {
      const digits = phoneSearchDigits(input);
      expect(digits).toMatch(/^[0-9]*$/);
      const result = phoneSearchPatternOf(input, { fullMatch });
      const pattern = phoneSearchPattern(input, { fullMatch });
      expect(pattern).toBe(result.ok ? result.value : null);
      // SPEC §5: nothing left after the prefix is no search at all; E.164: at most 15 digits.
      expect(result.ok).toBe(digits !== '' && digits.length <= MAX_PHONE_DIGITS);
      if (!result.ok) {
        expect(result.error.message).toBe(PHONE_SEARCH_MESSAGES[result.error.kind]);
        expectGermanMessage(result.error.message);
      }
      if (pattern !== null) {
        expect(compiles(pattern, '')).toBe(true);
        expect(compiles(pattern, 'u')).toBe(true);
        // The input, written as digits only, finds itself.
        expect(phoneMatches(input, digits, { fullMatch })).toBe(true);
      }
      expect(typeof phoneMatches(input, text, { fullMatch })).toBe('boolean');
      // A written number is found by its core, inside a text, and fully when it ends there.
      expect(phoneMatches(core, `Rückruf an ${writtenNumber}, danke`)).toBe(true);
      expect(phoneMatches(writtenNumber, `${text} ${core} ${text}`)).toBe(true);
      expect(phoneMatches(core, `Tel. ${writtenNumber}`, { fullMatch: true })).toBe(true);
      expect(phoneMatches(core, `${writtenNumber}- privat`, { fullMatch: true })).toBe(true);
    },
  );
});
