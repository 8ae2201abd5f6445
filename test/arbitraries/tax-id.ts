import fc from 'fast-check';

const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/**
 * The check digit found the way ISO 7064 MOD 11,10 validates a whole number (the running sum
 * after the last digit must be 1), independent of the domain's taxIdCheckDigit.
 */
export const referenceCheckDigit = (firstTen: readonly number[]): number => {
  let product = 10;
  for (const digit of firstTen) product = (2 * ((digit + product) % 10 || 10)) % 11;
  const digit = DIGITS.find((d) => (product + d) % 10 === 1);
  if (digit === undefined) throw new Error('no check digit found');
  return digit;
};

/** The first ten digits of a valid Steuer-IdNr (ELSTER rules: one digit 2 or 3 times, not 3 in a row). */
export const taxIdFirstTen = (): fc.Arbitrary<readonly number[]> =>
  fc
    .tuple(fc.constantFrom(...DIGITS), fc.constantFrom(2, 3))
    .chain(([repeated, count]) =>
      fc
        .tuple(
          fc.shuffledSubarray(
            DIGITS.filter((d) => d !== repeated),
            { minLength: 10 - count, maxLength: 10 - count },
          ),
          fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 10, maxLength: 10 }),
        )
        .map(([others, order]) => {
          const digits = [...others, ...Array.from({ length: count }, () => repeated)];
          return order.map((index) => digits[index] as number);
        }),
    )
    .filter(
      (digits) =>
        digits[0] !== 0 &&
        !digits.some((d, i) => i >= 2 && d === digits[i - 1] && d === digits[i - 2]),
    );

/** A valid 11-digit Steuer-IdNr. */
export const validTaxId = (): fc.Arbitrary<string> =>
  taxIdFirstTen().map((digits) => [...digits, referenceCheckDigit(digits)].join(''));
