// Official figures in running text: whole euros without cents, percentages with a comma.
// signDisplay 'negative': zero (also -0 and what rounds to it) has no minus sign, as in formatPrice.
let EURO_WHOLE_MADE: Intl.NumberFormat | undefined;
// Made at its first use: a cold process (the CLI's `rente holidays`) formats no number and
// need not load the locale's data (about 5 ms).
const EURO_WHOLE = (): Intl.NumberFormat =>
  (EURO_WHOLE_MADE ??= new Intl.NumberFormat('de-DE', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
    signDisplay: 'negative',
  }));
let EURO_CENTS_MADE: Intl.NumberFormat | undefined;
const EURO_CENTS = (): Intl.NumberFormat =>
  (EURO_CENTS_MADE ??= new Intl.NumberFormat('de-DE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    signDisplay: 'negative',
  }));

/**
 * 2100 → '2.100 €', 42.52 → '42,52 €' (U+00A0 before €, as Intl writes it); like formatPrice, a
 * RangeError for NaN or ±Infinity (a bug upstream), never 'NaN €' on a page.
 */
export const formatEuroFigure = (amount: number): string => {
  if (!Number.isFinite(amount)) throw new RangeError(`Kein gültiger Betrag: ${amount}`);
  return Number.isInteger(amount) ? EURO_WHOLE().format(amount) : EURO_CENTS().format(amount);
};

// Made once (toLocaleString with options builds a formatter per call).
let PERCENT_FIGURE_MADE: Intl.NumberFormat | undefined;
const PERCENT_FIGURE = (): Intl.NumberFormat =>
  (PERCENT_FIGURE_MADE ??= new Intl.NumberFormat('de-DE', {
    maximumFractionDigits: 3,
    signDisplay: 'negative',
  }));

/**
 * 0.04 → '4 %', 0.0167 → '1,67 %', 0.186 → '18,6 %' (U+00A0 before %, as DIN 5008 writes it);
 * a RangeError for NaN, ±Infinity or a share too large for a percentage.
 */
export const formatPercentFigure = (share: number): string => {
  const percent = Math.round(share * 100_000) / 1000;
  // NaN, ±Infinity, and shares so large that the percentage overflows (never '∞ %').
  if (!Number.isFinite(percent)) throw new RangeError(`Kein gültiger Anteil: ${share}`);
  return `${PERCENT_FIGURE().format(percent)}\u00a0%`;
};
