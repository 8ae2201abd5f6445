// Euro amounts in the tax and comparison rules are kept in whole cents. Both helpers first strip the binary
// noise of a product (0.119 · 870 = 103.52999…) at 15 significant digits, so an amount that is
// a whole cent in decimal arithmetic stays one.
const decimalCents = (euros: number): number => Number((euros * 100).toPrecision(15));

/** Rounds to the nearest cent, half up (kaufmännisch). */
export const roundToCents = (euros: number): number => Math.round(decimalCents(euros)) / 100;

/** Drops fractions of a cent (rounds down), as § 4 S. 3 SolZG does. */
export const floorToCents = (euros: number): number => Math.floor(decimalCents(euros)) / 100;

// Within this distance of half a cent, the exact decimal rule of roundToCents decides.
const NEAR_HALF = 1e-6;

/**
 * roundToCents for the comparison's hot loops: the same half-up rounding (binary noise such as
 * 1.005 = 1.00499999… still rounds up), with the slower decimal check (toPrecision) only for
 * amounts within a millionth of a cent of a half; every other amount rounds the same either way
 * (a property test holds both equal). Never answers −0.
 */
export const roundToCentsFast = (euros: number): number => {
  const scaled = euros * 100;
  const fraction = scaled - Math.floor(scaled);
  if (Math.abs(fraction - 0.5) < NEAR_HALF) return roundToCents(euros) + 0;
  return Math.round(scaled) / 100 + 0;
};
