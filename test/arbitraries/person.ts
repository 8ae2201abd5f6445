import fc from 'fast-check';

/** Lower-case letters of German names, umlauts and ß among them. */
const LOWER = [...'abcdefghijklmnoprstuvwzäöüßéè'];
const UPPER = [...'ABCDEFGHIJKLMNOPRSTUVWZÄÖÜ'];

/** One name word: a capital and 1–11 lower-case letters („Jürgen“, „Müßig“, „Özdemir“). */
export const nameWordArb = (minLength = 2): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.constantFrom(...UPPER),
      fc.string({ unit: fc.constantFrom(...LOWER), minLength: minLength - 1, maxLength: 11 }),
    )
    .map(([first, rest]) => first + rest);

/** A first or last name: one to three words joined by hyphens or spaces („Müller-Lüdenscheidt“). */
export const personNameArb = (minLength = 2): fc.Arbitrary<string> =>
  fc
    .tuple(
      nameWordArb(minLength),
      fc.array(fc.tuple(fc.constantFrom('-', ' '), nameWordArb(3)), { maxLength: 2 }),
    )
    .map(([first, rest]) => first + rest.map(([sep, word]) => sep + word).join(''));

/** A house number: 8, 12a, 12 a, 1-3, 5/7. */
export const houseNumberArb: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 1, max: 9999 }).map(String),
  fc
    .tuple(fc.integer({ min: 1, max: 999 }), fc.constantFrom('a', 'b', 'c', ' a', 'B'))
    .map(([n, letter]) => `${n}${letter}`),
  fc
    .tuple(
      fc.integer({ min: 1, max: 999 }),
      fc.constantFrom('-', '/', ' - '),
      fc.integer({ min: 1, max: 999 }),
    )
    .map(([a, sep, b]) => `${a}${sep}${b}`),
);

/** Street name endings as they are written. */
const STREET_ENDINGS = [
  'straße',
  'strasse',
  'str.',
  '-Straße',
  'weg',
  'platz',
  'allee',
  'gasse',
  'ring',
  'damm',
  'ufer',
  'chaussee',
  'markt',
  'berg',
  'graben',
  'brücke',
  'hof',
  'höhe',
  'feld',
  'kamp',
];

/** A street with its house number as Germans write it. */
export const streetLineArb: fc.Arbitrary<string> = fc.oneof(
  // „Marienplatz 8“, „Müller-Lüdenscheidt-Straße 12a“, „HAUPTSTRASSE 5“
  fc
    .tuple(personNameArb(3), fc.constantFrom(...STREET_ENDINGS), houseNumberArb, fc.boolean())
    .map(([stem, ending, number, capitals]) => {
      const line = `${stem}${ending} ${number}`;
      return capitals ? line.toUpperCase() : line;
    }),
  // „Große Straße 5“, „Neuer Wall 10“
  fc
    .tuple(
      fc.constantFrom('Große', 'Alte', 'Neuer', 'Lange', 'Kleine'),
      fc.constantFrom('Straße', 'Wall', 'Allee', 'Gasse', 'Weg'),
      houseNumberArb,
    )
    .map(([adjective, street, number]) => `${adjective} ${street} ${number}`),
  // „Am Alten Markt 3“, „Unter den Linden 77“, „Straße des 17. Juni 12a“
  fc
    .tuple(
      fc.constantFrom(
        'Am',
        'An der',
        'Auf dem',
        'Im',
        'Zum',
        'Zur',
        'Unter den',
        'Straße des',
        'Platz der',
      ),
      fc.array(
        fc.oneof(
          nameWordArb(2),
          fc.integer({ min: 1, max: 31 }).map((d) => `${d}.`),
        ),
        {
          minLength: 1,
          maxLength: 2,
        },
      ),
      houseNumberArb,
    )
    .map(([lead, words, number]) => `${lead} ${words.join(' ')} ${number}`),
);

/** A postal code and a city: „80331 München“, „60311 Frankfurt am Main“, „06108 Halle (Saale)“. */
export const postalCityArb: fc.Arbitrary<string> = fc
  .tuple(
    fc.integer({ min: 1067, max: 99998 }).map((n) => String(n).padStart(5, '0')),
    personNameArb(2),
    fc.constantFrom(
      '',
      ' am Main',
      ' an der Ruhr',
      ' im Breisgau',
      ' (Saale)',
      ' a. d. Weinstraße',
    ),
  )
  .map(([code, city, tail]) => `${code} ${city}${tail}`);
