import {
  APP_BONUS_POINTS,
  BASE_POINTS,
  CENTS_PER_POINT,
  MAX_CONTRIBUTION_POINTS,
} from './points-rule';

let GERMAN_INTEGER_MADE: Intl.NumberFormat | undefined;
// Made at its first use: a cold process (the CLI's `rente holidays`) formats no number and
// need not load the locale's data (about 5 ms).
const GERMAN_INTEGER = (): Intl.NumberFormat =>
  (GERMAN_INTEGER_MADE ??= new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 }));
const n = (value: number): string => GERMAN_INTEGER().format(value);

/**
 * What the points programme is and how points are earned (issue 32, finding 7), told from the
 * rule itself (points-rule.ts) so the text can never promise other figures than it pays.
 */
export const POINTS_PROGRAMME_TEXT: readonly string[] = [
  'Im Punkteprogramm sammeln Sie Bonuspunkte für jeden Vertrag, den Sie über uns abschließen. Die Teilnahme ist freiwillig und kostenlos; Ihren Punktestand sehen Sie nach der Anmeldung oben auf der Seite.',
  `So viele Punkte gibt es: für eine private Rentenversicherung ${n(BASE_POINTS.schicht3)}, eine Riester-Rente ${n(BASE_POINTS.riester)} und eine Rürup-Rente ${n(BASE_POINTS.ruerup)} Punkte, dazu 1 Punkt je volle ${n(CENTS_PER_POINT / 100)} € Jahresbeitrag (höchstens ${n(MAX_CONTRIBUTION_POINTS)} Punkte). Eine Sofort-Rente oder Rentenversicherung gegen Einmalbeitrag bringt ${n(BASE_POINTS.sofort)} Punkte, ein Abschluss in unserer App ${n(APP_BONUS_POINTS)} Punkte mehr.`,
];
