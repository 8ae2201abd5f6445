import type { ComparisonRow } from '../../../domain/comparison/comparison-row';
import { contributionText, percentPointsText } from '../../../domain/comparison-view/figure-texts';
import { formatGrade } from '../../../domain/format/grade';
import { formatPrice } from '../../../domain/format/price';

/** "12 von 60 Tarifen". */
export const countText = (shown: number, total: number): string =>
  `${shown} von ${total} ${total === 1 ? 'Tarif' : 'Tarifen'}`;

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
  contribution: contributionText(row),
  guaranteedPension: formatPrice(row.guaranteedPension),
  projectedPension: formatPrice(row.projectedPension),
  capital: formatPrice(row.capitalAtRetirement),
  effectiveCosts: percentPointsText(row.effectiveCosts),
});
