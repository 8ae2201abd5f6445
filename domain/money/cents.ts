// Euro amounts in the tax rules are kept in whole cents. Both helpers first strip the binary
// noise of a product (0.119 · 870 = 103.52999…) at 15 significant digits, so an amount that is
// a whole cent in decimal arithmetic stays one.
const decimalCents = (euros: number): number => Number((euros * 100).toPrecision(15));

/** Rounds to the nearest cent, half up (kaufmännisch). */
export const roundToCents = (euros: number): number => Math.round(decimalCents(euros)) / 100;

/** Drops fractions of a cent (rounds down), as § 4 S. 3 SolZG does. */
export const floorToCents = (euros: number): number => Math.floor(decimalCents(euros)) / 100;
