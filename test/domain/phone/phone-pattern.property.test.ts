import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  phoneMatches,
  phoneSearchDigits,
  phoneSearchPattern,
} from '../../../domain/phone/phone-pattern';
import { phoneCoreArb, phonePrefixArb, writtenPhoneArb } from '../../arbitraries/phone';

const written = (core: string): fc.Arbitrary<string> =>
  phonePrefixArb.chain((prefix) => writtenPhoneArb(prefix, core));

describe('phone search properties', () => {
  it('every written form normalises to the same core', () => {
    fc.assert(
      fc.property(
        phoneCoreArb.chain((core) => fc.tuple(fc.constant(core), written(core))),
        ([core, text]) => {
          expect(phoneSearchDigits(text)).toBe(core);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('any written form of the search finds any written form of the same number (both variants)', () => {
    fc.assert(
      fc.property(
        phoneCoreArb.chain((core) => fc.tuple(written(core), written(core))),
        fc.constantFrom('', ' ', '-'),
        ([search, text], after) => {
          expect(phoneMatches(search, `Notiz: ${text}${after}`)).toBe(true);
          expect(phoneMatches(search, `${text}${after}`, { fullMatch: true })).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('the search variant matches exactly when the text digits contain the core', () => {
    fc.assert(
      fc.property(
        phoneCoreArb.chain((core) => fc.tuple(fc.constant(core), written(core))),
        phoneCoreArb.chain((other) => written(other)),
        ([core], text) => {
          expect(phoneMatches(core, text)).toBe(text.replace(/\D/g, '').includes(core));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a number with one digit changed is not found', () => {
    const changed = phoneCoreArb.chain((core) =>
      fc
        .tuple(fc.nat({ max: core.length - 1 }), fc.integer({ min: 1, max: 9 }))
        .map(([i, delta]) => {
          const digit = String((Number(core[i]) + delta) % 10);
          const other = core.slice(0, i) + digit + core.slice(i + 1);
          return [core, other] as const;
        })
        .filter(([, other]) => phoneSearchDigits(other) === other)
        .chain(([core, other]) => fc.tuple(fc.constant(core), written(other))),
    );
    fc.assert(
      fc.property(changed, ([core, text]) => {
        expect(phoneMatches(core, text, { fullMatch: true })).toBe(false);
        if (!text.replace(/\D/g, '').includes(core)) expect(phoneMatches(core, text)).toBe(false);
      }),
      { numRuns: 150 },
    );
  });

  it('a full match is always also a search match', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 20 }), (search, text) => {
        if (phoneMatches(search, text, { fullMatch: true })) {
          expect(phoneMatches(search, text)).toBe(true);
        }
        expect(phoneSearchPattern(search) === null).toBe(phoneSearchDigits(search) === '');
      }),
      { numRuns: 150 },
    );
  });
});
