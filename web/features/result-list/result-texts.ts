import type { ComparisonRow } from '../../../domain/comparison/comparison-row';
import { formatGrade } from '../../../domain/format/grade';
import { formatPrice } from '../../../domain/format/price';

/** "12 von 60 Tarifen". */
export const countText = (shown: number, total: number): string =>
  `${shown} von ${total} ${total === 1 ? 'Tarif' : 'Tarifen'}`;

/** Effektivkosten in percentage points: '1,23 %'; none for sofort. */
export const effectiveCostsText = (costs: number | null): string =>
  costs === null
    ? '–'
    : `${costs.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}\u00a0%`;

/** The figures of a row as the list shows them (SPEC §5: prices 1.234,56 €, grades 1,5). */
export const rowTexts = (
  row: ComparisonRow,
): {
  readonly grade: string;
  readonly contribution: string;
  readonly guaranteedPension: string;
  readonly projectedPension: string;
  readonly capital: string;
  readonly effectiveCosts: string;
} => ({
  grade: formatGrade(row.grade),
  contribution:
    row.monthlyContribution > 0
      ? `${formatPrice(row.monthlyContribution)} mtl.`
      : `${formatPrice(row.oneTimePayment)} einmalig`,
  guaranteedPension: formatPrice(row.guaranteedPension),
  projectedPension: formatPrice(row.projectedPension),
  capital: formatPrice(row.capitalAtRetirement),
  effectiveCosts: effectiveCostsText(row.effectiveCosts),
});
