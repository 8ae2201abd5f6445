import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KnownPersonalValue } from '../../../domain/privacy/known-personal-values';
import { knownValueMatcherOf } from '../../../domain/privacy/redact-known-values';
import { redactPersonalData } from '../../../domain/privacy/redact-personal-data';
import {
  houseNumberArb,
  nameWordArb,
  personNameArb,
  postalCityArb,
  streetLineArb,
} from '../../arbitraries/person';

const LIMIT = 2_000;

/** Any text, also one full of the characters the rules look at. */
const textArb: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: fc.constantFrom(...'0123456789 .-/()+@&=?;#AZaz[]äöüßÄÖÜ'), maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);
/** Text after an address: not more digits of its number (then it would be another number). */
const afterArb = textArb.filter((text) => !/^\p{N}/u.test(text));

/** The ways a value is written again: as typed, in capitals, umlauts as ae/oe/ue, decomposed. */
const spellingArb = (value: string): fc.Arbitrary<string> =>
  fc.constantFrom(
    value,
    value.toUpperCase(),
    value.toLowerCase(),
    value.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss'),
    value.replace(/Ä/g, 'Ae').replace(/Ö/g, 'Oe').replace(/Ü/g, 'Ue').replace(/ß/g, 'ss'),
    value.replace(/[äöüÄÖÜ]/g, (c) => c.normalize('NFD').charAt(0)),
    value.replace(/ü/g, 'u').replace(/Ä/g, 'Ae'),
    value.normalize('NFD'),
  );

/** A person as the server knows them from their form. */
const personArb = fc.record({
  firstName: personNameArb(4),
  lastName: personNameArb(4),
  street: nameWordArb(4).map((stem) => `${stem}straße`),
  houseNumber: houseNumberArb,
  postalCode: fc.integer({ min: 1067, max: 99998 }).map((n) => String(n).padStart(5, '0')),
  city: personNameArb(4),
  placeOfBirth: personNameArb(4),
});
type Person = typeof personArb extends fc.Arbitrary<infer P> ? P : never;

const knownOf = (p: Person): KnownPersonalValue[] => [
  { kind: 'name', value: p.firstName },
  { kind: 'name', value: p.lastName },
  { kind: 'address', value: `${p.street} ${p.houseNumber}` },
  { kind: 'address', value: p.street },
  { kind: 'address', value: p.postalCode },
  { kind: 'address', value: p.city },
  { kind: 'address', value: p.placeOfBirth },
];

/** Which of the person's values is written into the log text. */
const writtenArb = (p: Person): fc.Arbitrary<string> =>
  fc
    .constantFrom(
      p.firstName,
      p.lastName,
      `${p.firstName} ${p.lastName}`,
      `${p.street} ${p.houseNumber}`,
      `${p.postalCode} ${p.city}`,
      p.city,
      p.placeOfBirth,
    )
    .chain(spellingArb);

const expectGone = (out: string, secret: string): void => {
  expect(out, JSON.stringify(secret)).not.toContain(secret);
  expect(out.toLowerCase(), JSON.stringify(secret)).not.toContain(secret.toLowerCase());
};

describe('redactPersonalData: addresses without knowing whose', () => {
  it('leaves no street with its house number embedded anywhere in any text', () => {
    fc.assert(
      fc.property(textArb, streetLineArb, afterArb, (before, street, after) => {
        expectGone(redactPersonalData(`${before}${street}${after}`, LIMIT), street);
      }),
      { numRuns: 10_000 },
    );
  });

  it('leaves no postal code with its city embedded anywhere in any text', () => {
    fc.assert(
      fc.property(textArb, postalCityArb, textArb, (before, place, after) => {
        expectGone(redactPersonalData(`${before}${place}${after}`, LIMIT), place);
      }),
      { numRuns: 10_000 },
    );
  });

  it('takes a whole address line: „Marienplatz 8, 80331 München“ and its kin', () => {
    fc.assert(
      fc.property(
        textArb,
        streetLineArb,
        fc.constantFrom(', ', ' ', '\n', ' · '),
        postalCityArb,
        afterArb,
        (before, street, separator, place, after) => {
          const out = redactPersonalData(`${before}${street}${separator}${place}${after}`, LIMIT);
          expectGone(out, street);
          expectGone(out, place);
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('keeps what only looks like one: line numbers, field numbers, versions', () => {
    for (const text of [
      'TypeError: x at save (https://portal.test/assets/app.js:12:345)',
      'Fehler in Zeile 12, Feld 3, Schritt 2 von 5',
      'Request failed with status code 500',
    ]) {
      expect(redactPersonalData(text, LIMIT)).toBe(text);
    }
  });
});

describe('redactPersonalData: what the server knows of the person', () => {
  it('leaves none of their names and address, however written, anywhere in any text', () => {
    fc.assert(
      fc.property(
        personArb.chain((p) => fc.tuple(fc.constant(p), writtenArb(p))),
        textArb,
        textArb,
        ([person, written], before, after) => {
          const known = knownValueMatcherOf(knownOf(person));
          expectGone(redactPersonalData(`${before}${written}${after}`, LIMIT, known), written);
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('takes short names (2–3 letters) where they stand as words', () => {
    fc.assert(
      fc.property(
        nameWordArb(2).filter((n) => n.length <= 3),
        textArb,
        fc.constantFrom(' ', ', ', '(', '"', '\n', ': '),
        fc.constantFrom(' ', ', ', ')', '"', '\n', '.'),
        textArb,
        (name, before, open, close, after) => {
          const known = knownValueMatcherOf([{ kind: 'name', value: name }]);
          const written = `${open}${name}${close}`;
          const out = redactPersonalData(`${before}${written}${after}`, LIMIT, known);
          expectGone(out, written);
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('never cuts inside a number or word, whose first digits could be redacted again', () => {
    // fast-check found it: „Weinstraße 01068“ is no address, but cut to „Weinstraße 01…“ it is.
    const person = {
      firstName: 'Aaaa',
      lastName: 'Aaaa',
      street: 'Aaaastraße',
      houseNumber: '1a',
      postalCode: '01067',
      city: 'Aaaa',
      placeOfBirth: 'Aaaa',
    };
    const known = knownValueMatcherOf(knownOf(person));
    const text = '01067 Aa Aaa-Aaaa a. d. Weinstraße 01068 Aa Aaaa Aaaa';
    const once = redactPersonalData(text, 41, known);
    expect(once).toBe('[Adresse] Aaa-[Name] a. d. Weinstraße …');
    expect(redactPersonalData(once, 41, known)).toBe(once);
  });

  it('is idempotent and bounded with known values too', () => {
    fc.assert(
      fc.property(
        personArb,
        fc.array(fc.oneof(textArb, streetLineArb, postalCityArb), { maxLength: 8 }),
        fc.integer({ min: 0, max: 400 }),
        (person, parts, limit) => {
          const known = knownValueMatcherOf(knownOf(person));
          const text = [...parts, person.lastName, person.city].join(' ');
          const once = redactPersonalData(text, limit, known);
          expect(once.length).toBeLessThanOrEqual(limit);
          expect(redactPersonalData(once, limit, known)).toBe(once);
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('never throws, on any text and any values', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.array(
          fc.record({
            kind: fc.constantFrom('name', 'address', 'email', 'number', 'iban' as const),
            value: fc.string({ unit: 'binary', maxLength: 30 }),
          }),
          { maxLength: 10 },
        ),
        (text, values) => {
          const out = redactPersonalData(text, 500, knownValueMatcherOf(values));
          expect(out.length).toBeLessThanOrEqual(500);
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('gets through the longest field full of what the rules look at (bounded work)', () => {
    const known = knownValueMatcherOf(
      Array.from({ length: 200 }, (_, i) => ({
        kind: 'name' as const,
        value: `${'a'.repeat(3 + (i % 60))}b`,
      })),
    );
    for (const unit of ['a', 'straße ', 'Am ', '1 ', 'Straße des ', 'ä', 'ü\u0308', '80331 A']) {
      const text = unit.repeat(Math.ceil(20_000 / unit.length));
      expect(redactPersonalData(text, 4_000, known).length).toBeLessThanOrEqual(4_000);
    }
  });
});
