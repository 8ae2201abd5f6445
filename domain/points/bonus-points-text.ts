const GERMAN_INTEGER = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/** '1.250 Bonuspunkte', '1 Bonuspunkt': the points of the provider's points programme. */
export const bonusPointsText = (points: number): string =>
  `${GERMAN_INTEGER.format(points)} ${points === 1 ? 'Bonuspunkt' : 'Bonuspunkte'}`;
