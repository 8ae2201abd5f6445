// SPEC §5: prices with comma decimal, dot thousands and the euro sign.
// Intl writes a no-break space (U+00A0) before '€' so the sign never wraps onto its own line;
// it is kept. Rounding: half away from zero on the shortest decimal form of the number
// (1.005 → '1,01 €', as written, not its binary value 1.00499…); -0 and amounts that round to
// zero are shown without a minus sign.
let PRICE_FORMAT_MADE: Intl.NumberFormat | undefined;
// Made at its first use: a cold process (the CLI's `rente holidays`) formats no number and
// need not load the locale's data (about 5 ms). Written out in each module that formats (nine):
// a shared helper module became a browser chunk of its own and cost the result route 0.27 kB,
// over its 152 kB line (measured twice, 29 and 30 Nov 2026).
const PRICE_FORMAT = (): Intl.NumberFormat =>
  (PRICE_FORMAT_MADE ??= new Intl.NumberFormat('de-DE', {
    style: 'currency',
    currency: 'EUR',
    signDisplay: 'negative',
  }));

/** The no-break space between amount and euro sign. */
export const PRICE_SPACE = '\u00a0';

/** '1.234,56 €' (with U+00A0 before €); throws a RangeError for NaN or ±Infinity (a bug upstream). */
export const formatPrice = (amount: number): string => {
  if (!Number.isFinite(amount)) throw new RangeError(`Kein gültiger Betrag: ${amount}`);
  return PRICE_FORMAT().format(amount);
};
