// The customer's reference number: "RK-2026-7K4QX9MB". The year helps support staff; the rest is
// random (never a counter), so a reference says nothing about how many applications exist.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** 8 characters of a 32-letter alphabet: 40 random bits. */
export const REFERENCE_RANDOM_LENGTH = 8;
const REFERENCE = /^RK-\d{4}-[0-9A-HJKMNP-TV-Z]{8}$/;

/**
 * The reference for a year from a random id (base64url, as IdGeneratorPort makes them): each of
 * its first eight characters gives five bits (Crockford's alphabet, no I, L, O, U to misread).
 * Throws a RangeError for an id that is too short or not base64url: a bug in the caller.
 */
export const applicationReferenceOf = (year: number, randomId: string): string => {
  if (randomId.length < REFERENCE_RANDOM_LENGTH) {
    throw new RangeError('Die Zufalls-ID ist zu kurz für eine Antragsnummer.');
  }
  let random = '';
  for (const char of randomId.slice(0, REFERENCE_RANDOM_LENGTH)) {
    const index = BASE64URL.indexOf(char);
    if (index < 0) throw new RangeError('Die Zufalls-ID ist nicht base64url.');
    random += ALPHABET[index % ALPHABET.length];
  }
  return `RK-${String(year).padStart(4, '0')}-${random}`;
};

/** True for the shape of a reference; case and blanks as typed by support staff are forgiven. */
export const normalApplicationReference = (input: string): string | null => {
  const text = input.trim().toUpperCase();
  return REFERENCE.test(text) ? text : null;
};
