// How a tariff grade is formed (shown on /grades-explanation): each criterion is scored on the
// German school scale 1.0 (best) … 5.0, the grade is the weighted mean rounded to one decimal.

export const BEST_GRADE = 1.0;
export const WORST_GRADE = 5.0;

export const GRADE_CRITERIA = [
  'effektivkosten',
  'rentenfaktor',
  'flexibilitaet',
  'finanzstabilitaet',
  'kundenorientierung',
  'nachhaltigkeit',
] as const;
export type GradeCriterion = (typeof GRADE_CRITERIA)[number];

export interface GradeCriterionInfo {
  readonly criterion: GradeCriterion;
  /** German heading on /grades-explanation. */
  readonly label: string;
  /** Weight in percent; the weights of all criteria sum to 100. */
  readonly weight: number;
  /** German text: what is scored and from which tariff data. */
  readonly description: string;
}

// Costs and the guaranteed pension decide most of what a customer gets, so they weigh most.
export const GRADE_CRITERIA_INFO: readonly GradeCriterionInfo[] = [
  {
    criterion: 'effektivkosten',
    label: 'Effektivkosten und Rendite',
    weight: 30,
    description:
      'Wie stark die Kosten die Rendite mindern (Effektivkosten), dazu Abschluss-, Verwaltungs- und Fondskosten.',
  },
  {
    criterion: 'rentenfaktor',
    label: 'Rentenfaktor und Garantien',
    weight: 25,
    description:
      'Garantierter und aktueller Rentenfaktor, garantierter Zins und die angebotenen Beitragsgarantien.',
  },
  {
    criterion: 'flexibilitaet',
    label: 'Flexibilität',
    weight: 15,
    description:
      'Zuzahlungen, Beitragspausen, Kapitalentnahme, Fondswechsel und ein veränderbarer Rentenbeginn.',
  },
  {
    criterion: 'finanzstabilitaet',
    label: 'Finanzstabilität',
    weight: 15,
    description:
      'Wie solide der Versicherer aufgestellt ist: Eigenmittel, Solvenzquote und Überschussbeteiligung.',
  },
  {
    criterion: 'kundenorientierung',
    label: 'Kundenorientierung',
    weight: 10,
    description:
      'Verständliche Unterlagen, Online-Abschluss, Erreichbarkeit und Beschwerdequote des Versicherers.',
  },
  {
    criterion: 'nachhaltigkeit',
    label: 'Nachhaltigkeit',
    weight: 5,
    description:
      'Angebot nachhaltiger Fonds nach EU-Offenlegungsverordnung und ESG-Kriterien sowie die Nachhaltigkeitsstrategie.',
  },
];

/** One score per criterion, each on the scale 1.0 (best) … 5.0. */
export type GradeScores = Readonly<Record<GradeCriterion, number>>;

export const GRADE_RATINGS = [
  'sehr gut',
  'gut',
  'befriedigend',
  'ausreichend',
  'mangelhaft',
] as const;
export type GradeRating = (typeof GRADE_RATINGS)[number];

/** The rating bands: a grade up to `upTo` (inclusive) earns the rating. */
export const GRADE_SCALE: readonly { readonly rating: GradeRating; readonly upTo: number }[] = [
  { rating: 'sehr gut', upTo: 1.5 },
  { rating: 'gut', upTo: 2.5 },
  { rating: 'befriedigend', upTo: 3.5 },
  { rating: 'ausreichend', upTo: 4.5 },
  { rating: 'mangelhaft', upTo: WORST_GRADE },
];

const clampScore = (score: number): number =>
  Number.isNaN(score) ? WORST_GRADE : Math.min(WORST_GRADE, Math.max(BEST_GRADE, score));

/**
 * The grade from the criterion scores: the weighted mean, rounded half up to one decimal.
 * Scores outside 1.0–5.0 count as the nearest end of the scale (a missing score as 5.0).
 */
export const gradeFromScores = (scores: GradeScores): number => {
  // Integer weights keep the sum exact enough; the small epsilon makes x.x5 round up reliably.
  const weighted = GRADE_CRITERIA_INFO.reduce(
    (sum, info) => sum + info.weight * clampScore(scores[info.criterion]),
    0,
  );
  return Math.round(weighted / 10 + 1e-9) / 10;
};

/** True for a grade on the scale: 1.0 … 5.0 with at most one decimal. */
export const isGrade = (input: unknown): input is number =>
  typeof input === 'number' &&
  input >= BEST_GRADE &&
  input <= WORST_GRADE &&
  Math.abs(input * 10 - Math.round(input * 10)) < 1e-9;

/** The grade as Germans write it: one decimal with a decimal comma ('1,5'). */
export const gradeLabel = (grade: number): string => grade.toFixed(1).replace('.', ',');

/** The rating word of a grade: sehr gut ≤ 1.5, gut ≤ 2.5, befriedigend ≤ 3.5, ausreichend ≤ 4.5, else mangelhaft. */
export const gradeRatingOf = (grade: number): GradeRating =>
  GRADE_SCALE.find((band) => grade <= band.upTo)?.rating ?? 'mangelhaft';
