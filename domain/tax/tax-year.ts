// The assessment years whose § 32a EStG tariff, Soli Freigrenze and Rürup Höchstbetrag are known.
export const TAX_YEARS = [2024, 2025, 2026] as const;
export type TaxYear = (typeof TAX_YEARS)[number];

export const isTaxYear = (input: unknown): input is TaxYear =>
  typeof input === 'number' && (TAX_YEARS as readonly number[]).includes(input);

const FIRST_TAX_YEAR: TaxYear = TAX_YEARS[0];
const LAST_TAX_YEAR: TaxYear = TAX_YEARS[TAX_YEARS.length - 1] ?? FIRST_TAX_YEAR;

/** The supported year nearest to a calendar year: earlier years use 2024, later ones 2026. */
export const clampTaxYear = (year: number): TaxYear => {
  if (isTaxYear(year)) return year;
  return year < FIRST_TAX_YEAR ? FIRST_TAX_YEAR : LAST_TAX_YEAR;
};
