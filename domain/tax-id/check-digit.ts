const FIRST_TEN = /^\d{10}$/;

/**
 * The Steuer-IdNr check digit: ISO 7064 MOD 11,10 over the first ten digits (§ 139b AO;
 * ELSTER "Prüfung der Steuer- und Steueridentifikationsnummer"). Throws on anything but ten
 * digits: calling it otherwise is a bug, not a user error.
 */
export const taxIdCheckDigit = (firstTen: string): number => {
  if (!FIRST_TEN.test(firstTen)) {
    throw new RangeError(`taxIdCheckDigit needs exactly 10 digits, got '${firstTen}'`);
  }
  let product = 10;
  for (const char of firstTen) {
    const sum = (Number(char) + product) % 10 || 10;
    product = (2 * sum) % 11;
  }
  const check = 11 - product;
  return check === 10 ? 0 : check;
};
