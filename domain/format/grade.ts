// SPEC §5: grades with one decimal and a comma; German school grades 1,0 (best) to 6,0.
let GRADE_FORMAT_MADE: Intl.NumberFormat | undefined;
// Made at its first use: a cold process (the CLI's `rente holidays`) formats no number and
// need not load the locale's data (about 5 ms).
const GRADE_FORMAT = (): Intl.NumberFormat =>
  (GRADE_FORMAT_MADE ??= new Intl.NumberFormat('de-DE', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
    signDisplay: 'negative',
  }));

/** '1,5'; half away from zero on the decimal form (1.25 → '1,3'); throws for NaN or ±Infinity. */
// A grade's text by its value: a result page shows a grade per row, from a few dozen values.
const gradeTexts = new Map<number, string>();
const GRADE_TEXTS_KEPT = 1_000;

export const formatGrade = (grade: number): string => {
  if (!Number.isFinite(grade)) throw new RangeError(`Keine gültige Note: ${grade}`);
  let text = gradeTexts.get(grade);
  if (text === undefined) {
    text = GRADE_FORMAT().format(grade);
    if (gradeTexts.size < GRADE_TEXTS_KEPT) gradeTexts.set(grade, text);
  }
  return text;
};
