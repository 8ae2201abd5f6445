let GERMAN_INTEGER_MADE: Intl.NumberFormat | undefined;
// Made at its first use: a cold process (the CLI's `rente holidays`) formats no number and
// need not load the locale's data (about 5 ms).
const GERMAN_INTEGER = (): Intl.NumberFormat =>
  (GERMAN_INTEGER_MADE ??= new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 }));

/** '1.250 Bonuspunkte', '1 Bonuspunkt': the points of the provider's points programme. */
export const bonusPointsText = (points: number): string =>
  `${GERMAN_INTEGER().format(points)} ${points === 1 ? 'Bonuspunkt' : 'Bonuspunkte'}`;
