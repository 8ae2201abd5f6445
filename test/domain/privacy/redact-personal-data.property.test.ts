import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HARMLESS_QUERY_KEYS,
  redactPersonalData,
} from '../../../domain/privacy/redact-personal-data';
import { writtenPhoneArb } from '../../arbitraries/phone';
import { validTaxId } from '../../arbitraries/tax-id';

const LIMIT = 2_000;

/** Any text, also one full of the characters the rules look at. */
const textArb: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: fc.constantFrom(...'0123456789 .-/()+@&=?;#AZaz[]'), maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

/** A phone number as people write it, with at least 7 digits. */
const phoneArb: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('0', '+49', '0049', '+49 (0)'),
    fc.constantFrom('1', '2', '3', '5', '6', '7', '8', '9'),
    fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 6, maxLength: 11 }),
  )
  .chain(([prefix, first, rest]) => writtenPhoneArb(prefix, first + rest));

/** An IBAN-shaped value: country, check digits, 11–30 more, printed plain or in groups of 4. */
const ibanArb: fc.Arbitrary<string> = fc
  .tuple(
    fc.string({
      unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
      minLength: 2,
      maxLength: 2,
    }),
    fc.integer({ min: 10, max: 99 }),
    fc.string({ unit: fc.constantFrom(...'0123456789ABCXYZ'), minLength: 11, maxLength: 30 }),
    fc.boolean(),
  )
  .map(([country, check, rest, grouped]) => {
    const plain = `${country}${check}${rest}`;
    return grouped ? (plain.match(/.{1,4}/g) ?? []).join(' ') : plain;
  });

/** A date of birth as people write it. */
const birthdayArb: fc.Arbitrary<string> = fc
  .tuple(
    fc.integer({ min: 1, max: 28 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1900, max: 2024 }),
  )
  .chain(([d, m, y]) => {
    const dd = String(d).padStart(2, '0');
    const mm = String(m).padStart(2, '0');
    return fc.constantFrom(`${dd}.${mm}.${y}`, `${d}.${m}.${y}`, `${y}-${mm}-${dd}`);
  });

const secretArb = fc.oneof(
  fc.emailAddress().map((value) => ({ kind: 'e-mail', value })),
  phoneArb.map((value) => ({ kind: 'phone', value })),
  ibanArb.map((value) => ({ kind: 'iban', value })),
  validTaxId().map((value) => ({ kind: 'tax id', value })),
  birthdayArb.map((value) => ({ kind: 'birthday', value })),
);

describe('redactPersonalData properties', () => {
  it('leaves no e-mail, phone, IBAN, tax id or birthday embedded anywhere in any text', () => {
    fc.assert(
      fc.property(textArb, secretArb, textArb, (before, secret, after) => {
        const out = redactPersonalData(`${before}${secret.value}${after}`, LIMIT);
        expect(out, `${secret.kind} ${JSON.stringify(secret.value)}`).not.toContain(secret.value);
      }),
      { numRuns: 10_000 },
    );
  });

  it('leaves no value of a query parameter other than the harmless ones', () => {
    fc.assert(
      fc.property(
        // Every key but the harmless ones (a generated 'tab' or 'step' keeps its value by design).
        fc.stringMatching(/^[a-z][a-zA-Z]{0,9}$/).filter((k) => !HARMLESS_QUERY_KEYS.has(k)),
        fc.stringMatching(/^[A-Za-z0-9%._-]{4,20}$/),
        (key, value) => {
          const out = redactPersonalData(
            `https://portal.test/result?pt=riester&${key}=${value}`,
            LIMIT,
          );
          expect(out).toContain(`&${key}=`);
          expect(out).toContain('?pt=riester');
          expect(out).not.toContain(`=${value}`);
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('is idempotent: a redacted text stays as it is', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            textArb,
            secretArb.map((s) => s.value),
          ),
          { maxLength: 6 },
        ),
        fc.integer({ min: 1, max: 300 }),
        (parts, limit) => {
          const once = redactPersonalData(parts.join(''), limit);
          expect(redactPersonalData(once, limit)).toBe(once);
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('never returns more than the limit, however long the text', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            textArb,
            secretArb.map((s) => s.value),
          ),
          { maxLength: 40 },
        ),
        fc.integer({ min: 0, max: 500 }),
        (parts, limit) => {
          expect(redactPersonalData(parts.join(''), limit).length).toBeLessThanOrEqual(limit);
        },
      ),
      { numRuns: 10_000 },
    );
  });
});
