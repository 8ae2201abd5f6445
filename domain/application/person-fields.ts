import { err, ok, type Result } from '../result';

/** One field's German message; the form shows it at the field. */
export type FieldCheck<T> = Result<T, string>;

/** SPEC §3 salutation; "keine Angabe" is stored as null. */
export const APPLICATION_SALUTATIONS = ['Frau', 'Herr', 'divers', 'keine Angabe'] as const;
export const APPLICATION_TITLES = ['Dr.', 'Prof.', 'Prof. Dr.'] as const;

/** Names beyond this are no names; 50 is what insurers' inventory systems take. */
export const MAX_NAME_LENGTH = 50;
export const MAX_PLACE_LENGTH = 50;
export const MAX_STREET_LENGTH = 60;

// Letters with their accents, and the joiners real names use: space, hyphen, apostrophe
// (straight and typographic) and the dot of abbreviations ("St. Ingbert").
const NAME = /^\p{L}[\p{L}\p{M}' ’.-]*$/u;

/**
 * The scripts the documents print (issue 29, finding 8): Latin with its extensions and
 * Vietnamese, Greek (also polytonic) and Cyrillic, the combining accents U+0300–U+034F — every
 * letter of these blocks has a glyph in the documents' font, DejaVu Sans (checked against the
 * font in test/domain/application/printable-scripts.property.test.ts). Scripts that need shaping
 * or run right to left (Arabic, Hebrew) and those the font lacks (Chinese, Japanese, Korean)
 * would not print as typed; an insurer's contract carries the name as in the ID document, which
 * gives it in Latin letters too (ICAO Doc 9303). Digits and the joiners are Basic Latin.
 */
export const PRINTABLE_TEXT =
  /^(?:[\u0020-\u007E\u00A0-\u024F\u0370-\u03FF\u0400-\u04FF\u1E00-\u1EFB\u1F00-\u1FFF\u2019]|[\u0300-\u034F])*$/u;

/** The typed text as one line in its composed form (NFC): e + U+0301 becomes „é“. */
const collapse = (input: string): string => input.normalize('NFC').trim().replace(/\s+/g, ' ');

const checkText = (
  input: string,
  maxLength: number,
  messages: {
    readonly missing: string;
    readonly tooLong: string;
    readonly invalid: string;
    readonly script: string;
  },
  pattern: RegExp,
): FieldCheck<string> => {
  const text = collapse(input);
  if (text === '') return err(messages.missing);
  // Code points, not UTF-16 units; no more of them than units, so a short text is not counted.
  if (text.length > maxLength && [...text].length > maxLength) return err(messages.tooLong);
  if (!pattern.test(text)) return err(messages.invalid);
  if (!PRINTABLE_TEXT.test(text)) return err(messages.script);
  return ok(text);
};

/** The message for a letter of a script the documents cannot print. */
const scriptMessage = (label: string): string =>
  `${label} muss in lateinischen, griechischen oder kyrillischen Buchstaben stehen – so, wie im Ausweis oder Pass.`;

/** A first or last name, a place or a city: letters, no digits, no markup. */
export const checkNameText = (
  input: string,
  what: { readonly missing: string; readonly label: string },
  maxLength = MAX_NAME_LENGTH,
): FieldCheck<string> =>
  checkText(
    input,
    maxLength,
    {
      missing: what.missing,
      tooLong: `${what.label} darf höchstens ${maxLength} Zeichen lang sein.`,
      invalid: `${what.label} darf nur Buchstaben, Leerzeichen, Bindestrich, Punkt und Apostroph enthalten.`,
      script: scriptMessage(what.label),
    },
    NAME,
  );

// Streets carry digits ("Straße des 17. Juni", "Q 7") and slashes, but never markup.
const STREET = /^[\p{L}\p{M}\d][\p{L}\p{M}\d' ’./-]*$/u;

export const checkStreet = (input: string): FieldCheck<string> =>
  checkText(
    input,
    MAX_STREET_LENGTH,
    {
      missing: 'Bitte geben Sie Ihre Straße an.',
      tooLong: `Die Straße darf höchstens ${MAX_STREET_LENGTH} Zeichen lang sein.`,
      invalid:
        'Die Straße darf nur Buchstaben, Ziffern, Leerzeichen, Bindestrich, Punkt, Schrägstrich und Apostroph enthalten.',
      script: scriptMessage('Die Straße'),
    },
    STREET,
  );

// "12", "12a", "12 a", "7-9", "7–9", "12a-c", "3/1": a number, then letters or a range.
const HOUSE_NUMBER = /^\d{1,4}(?: ?[a-zA-Z])?(?: ?[-–/] ?\d{0,4}(?: ?[a-zA-Z])?)?$/;

export const checkHouseNumber = (input: string): FieldCheck<string> => {
  const text = collapse(input);
  if (text === '') return err('Bitte geben Sie Ihre Hausnummer an.');
  if (!HOUSE_NUMBER.test(text))
    return err('Bitte geben Sie eine gültige Hausnummer an, z. B. 12, 12a oder 7-9.');
  return ok(text);
};

/** Deutsche Post: a German Postleitzahl has exactly five digits (01001 to 99998). */
export const checkPostalCode = (input: string): FieldCheck<string> => {
  const text = input.trim();
  if (text === '') return err('Bitte geben Sie Ihre Postleitzahl an.');
  if (!/^\d{5}$/.test(text) || text === '00000') {
    return err('Die Postleitzahl besteht aus genau 5 Ziffern.');
  }
  return ok(text);
};

const PHONE_CHARACTERS = /^\+?[0-9 ()/.-]+$/;

/**
 * A German phone number: written with +49, 0049 or the trunk 0, then 5 to 13 digits (area code
 * and subscriber; E.164 allows 15 digits with the country code).
 */
export const checkGermanPhone = (input: string): FieldCheck<string> => {
  const phone = collapse(input);
  if (phone === '') return err('Bitte geben Sie Ihre Telefonnummer an.');
  const digits = phone.replace(/\D/g, '');
  const national = digits.startsWith('0049')
    ? digits.slice(4)
    : phone.startsWith('+49')
      ? digits.slice(2)
      : digits.startsWith('0') && !digits.startsWith('00')
        ? digits.slice(1)
        : null;
  const core = national?.replace(/^0/, '') ?? null;
  if (!PHONE_CHARACTERS.test(phone) || core === null || core.length < 5 || core.length > 13) {
    return err(
      'Bitte geben Sie eine gültige deutsche Telefonnummer an, z. B. 030 1234567 oder +49 170 1234567.',
    );
  }
  return ok(phone);
};

/** A yes/no radio as posted: "ja"/"nein" (also "true"/"false" from JSON). */
export const parseYesNo = (input: string | undefined): boolean | null => {
  const text = (input ?? '').trim().toLowerCase();
  if (text === 'ja' || text === 'true') return true;
  if (text === 'nein' || text === 'false') return false;
  return null;
};
