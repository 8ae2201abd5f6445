// Official figures in running text: whole euros without cents, percentages with a comma.
const EURO_WHOLE = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const EURO_CENTS = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
});

/** 2100 → '2.100 €', 42.52 → '42,52 €' (U+00A0 before €, as Intl writes it). */
export const formatEuroFigure = (amount: number): string =>
  Number.isInteger(amount) ? EURO_WHOLE.format(amount) : EURO_CENTS.format(amount);

/** 0.04 → '4 %', 0.0167 → '1,67 %', 0.186 → '18,6 %' (U+00A0 before %, as DIN 5008 writes it). */
export const formatPercentFigure = (share: number): string => {
  const percent = Math.round(share * 100_000) / 1000;
  return `${percent.toLocaleString('de-DE', { maximumFractionDigits: 3 })}\u00a0%`;
};
