import { formatEuroFigure } from '../format/figure';
import type { FieldErrors, FormValues } from '../onboarding/form-values';
import { isoToGerman } from '../onboarding/form-values';
import type { SearchData } from '../search-data/search-data';

// Issue 32 finding 6: the result list's search bar — what was searched (contribution, insurance
// start, pension age) and a GET form that changes it. Its fields are the contribution step's
// (domain/onboarding/contribution-form.ts reads them), under names the SPEC §3 codec ignores, so
// the hidden fields carry the whole search as it was and the loader reads both.

/** The hidden marker of a sent search bar (its GET lands on /result, then redirects). */
export const SEARCH_BAR_FIELD = { name: 'neu', value: '1' } as const;

/** The contribution step's fields the bar sends; the ones it does not show travel hidden. */
export const SEARCH_BAR_SHOWN = ['contribution', 'insuranceStart', 'retirementAge'] as const;
export const SEARCH_BAR_HIDDEN = [
  'paymentPeriod',
  'oneTimePayment',
  'additionalOneTimePayment',
] as const;

/** The pension ages the bar offers (the contribution step's, RETIREMENT_AGE_RANGE). */
export const SEARCH_BAR_AGES: readonly string[] = Array.from({ length: 9 }, (_, i) =>
  String(62 + i),
);

/** What the result page's bar shows and sends, as plain JSON from the loader. */
export interface SearchBarData {
  /** The contribution step's form values of the search (or as sent, with `errors`). */
  readonly values: FormValues;
  readonly errors: FieldErrors;
  /** The insurance starts one may choose today (ISO, ascending). */
  readonly startOptions: readonly string[];
  /** „mtl.“, „jährl.“: the contribution field's unit, from the search's payment period. */
  readonly unit: string;
}

const UNITS: Readonly<Record<string, string>> = { monthly: 'mtl.', yearly: 'jährl.' };

/** The unit of the contribution the bar edits; null when the search has no regular contribution. */
export const searchBarUnitOf = (searchData: SearchData): string | null => {
  const period = searchData.paymentPeriod ?? 'monthly';
  return UNITS[period === 'mix' ? 'monthly' : period] ?? null;
};

/**
 * The search in one line: „150 € mtl. · Beginn 01.04.2026 · Rente mit 67“ (the single premium
 * „50.000 € einmalig“, without the pension age: its pension starts at once).
 */
export const searchSummaryText = (
  searchData: SearchData,
  insuranceStart: string,
  pensionAge: number,
): string => {
  const unit = searchBarUnitOf(searchData);
  const regular =
    unit === null
      ? null
      : `${formatEuroFigure(Number(searchData.selectedContribution ?? searchData.monthlyPayment ?? 0))} ${unit}`;
  const once =
    searchData.oneTimePayment === undefined
      ? null
      : `${formatEuroFigure(searchData.oneTimePayment)} einmalig`;
  const parts = [
    [regular, once].filter((p) => p !== null).join(' + '),
    `Beginn ${isoToGerman(insuranceStart)}`,
    searchData.pensionStartsInstantly === true ? null : `Rente mit ${pensionAge}`,
  ];
  return parts.filter((p) => p !== null && p !== '').join(' · ');
};
