import type { ComparisonRow } from '../comparison/comparison-row';
import { formatPrice } from '../format/price';
import type { CheckResult, SustainabilityCheckResult } from '../tariffs/check-result';

// Made once: toLocaleString with options builds a new formatter on every call, which was the
// result list's most expensive line at the server (one per tariff and figure).
let TWO_DECIMALS_MADE: Intl.NumberFormat | undefined;
// Made at its first use: a cold process (the CLI's `rente holidays`) formats no number and
// need not load the locale's data (about 5 ms).
const TWO_DECIMALS = (): Intl.NumberFormat =>
  (TWO_DECIMALS_MADE ??= new Intl.NumberFormat('de-DE', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }));
let UP_TO_TWO_DECIMALS_MADE: Intl.NumberFormat | undefined;
const UP_TO_TWO_DECIMALS = (): Intl.NumberFormat =>
  (UP_TO_TWO_DECIMALS_MADE ??= new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 }));

/** Percentage points with two decimals (the Effektivkosten): 1.23 → '1,23 %'; none (sofort): '–'. */
export const percentPointsText = (value: number | null): string =>
  value === null ? '–' : `${TWO_DECIMALS().format(value)}\u00a0%`;

/** Whole percent as the catalogue writes a beitragsGarantie: 80 → '80 %'. */
export const wholePercentText = (value: number): string =>
  `${UP_TO_TWO_DECIMALS().format(value)}\u00a0%`;

/**
 * The contribution as the result list, the details and the CLI write it, in the period the
 * customer chose: '10.000,00 € jährl.' for a yearly, '150,00 € mtl.' for a monthly contribution,
 * else '50.000,00 € einmalig'.
 */
export const contributionText = (
  row: Pick<ComparisonRow, 'monthlyContribution' | 'yearlyContribution' | 'oneTimePayment'>,
): string =>
  row.yearlyContribution !== undefined && row.yearlyContribution > 0
    ? `${formatPrice(row.yearlyContribution)} jährl.`
    : row.monthlyContribution > 0
      ? `${formatPrice(row.monthlyContribution)} mtl.`
      : `${formatPrice(row.oneTimePayment)} einmalig`;

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
