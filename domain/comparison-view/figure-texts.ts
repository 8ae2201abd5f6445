import type { CheckResult, SustainabilityCheckResult } from '../tariffs/check-result';

/** Percentage points with two decimals: 1.23 → '1,23 %'; none (sofort): '–'. */
export const percentPointsText = (value: number | null): string =>
  value === null
    ? '–'
    : `${value.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}\u00a0%`;

/** Whole percent as the catalogue writes a beitragsGarantie: 80 → '80 %'. */
export const wholePercentText = (value: number): string =>
  `${value.toLocaleString('de-DE', { maximumFractionDigits: 2 })}\u00a0%`;

/** '2052-05-01' → '01.05.2052' (the text as it is when it is not an ISO date). */
export const germanDateOfIso = (iso: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match === null ? iso : `${match[3]}.${match[2]}.${match[1]}`;
};

/** SPEC §3 check results as the details and the comparison write them next to their icon. */
export const CHECK_RESULT_TEXTS: Readonly<Record<CheckResult | SustainabilityCheckResult, string>> =
  {
    positive: 'Erfüllt',
    negative: 'Nicht erfüllt',
    noData: 'Keine Angaben',
    notRelevant: 'Nicht relevant',
  };

/** Positive is better than negative; no data and not relevant say nothing (null). */
export const checkResultRank = (result: CheckResult | SustainabilityCheckResult): number | null =>
  result === 'positive' ? 1 : result === 'negative' ? 0 : null;
