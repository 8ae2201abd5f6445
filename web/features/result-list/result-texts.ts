import type { ComparisonRow } from '../../../domain/comparison/comparison-row';
import type { PayInError } from '../../../domain/comparison/pay-in-error';
import { formatGrade } from '../../../domain/format/grade';
import { formatPrice } from '../../../domain/format/price';

/** SPEC §3 pay-in amount errors, in German for the result list. */
export const PAY_IN_ERROR_TEXTS: Readonly<Record<PayInError, string>> = {
  paymentMinError: 'Der Beitrag liegt unter dem Mindestbeitrag dieses Tarifs.',
  paymentMaxError: 'Der Beitrag liegt über dem Höchstbeitrag dieses Tarifs.',
  oneTimePaymentMinError: 'Der Einmalbeitrag liegt unter dem Mindestbetrag dieses Tarifs.',
  oneTimePaymentMaxError: 'Der Einmalbeitrag liegt über dem Höchstbetrag dieses Tarifs.',
};

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
