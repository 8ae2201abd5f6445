// The separators people type in a Steuer-IdNr ('12 345 678 901', '12/345/678/901', …).
const SEPARATORS = /[\s/.-]/g;

/** Removes spaces, slashes, dots and hyphens so validateTaxId sees the digits only. */
export const normalizeTaxIdInput = (input: string): string => input.replace(SEPARATORS, '');
