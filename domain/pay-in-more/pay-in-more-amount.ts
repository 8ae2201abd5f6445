import { formatPrice } from '../format/price';
import { err, ok, type Result } from '../result';
import { isOneOf } from '../value-set';

// SPEC §3: errors of a pay-in-more (additional payment) amount. SPEC §9 gives no values for the
// limits, so they come in as arguments (from the tariff catalogue).
export const PAY_IN_MORE_AMOUNT_ERRORS = [
  'oneTimePaymentMinError',
  'oneTimePaymentMaxError',
  'paymentMinError',
  'paymentMaxError',
] as const;
export type PayInMoreAmountError = (typeof PAY_IN_MORE_AMOUNT_ERRORS)[number];
export const isPayInMoreAmountError = (input: unknown): input is PayInMoreAmountError =>
  isOneOf(PAY_IN_MORE_AMOUNT_ERRORS, input);

export const PAY_IN_MORE_MESSAGES: Readonly<Record<PayInMoreAmountError, string>> = {
  oneTimePaymentMinError: 'Die Einmalzahlung liegt unter dem Mindestbetrag des Tarifs.',
  oneTimePaymentMaxError: 'Die Einmalzahlung liegt über dem Höchstbetrag des Tarifs.',
  paymentMinError: 'Der Beitrag liegt unter dem Mindestbeitrag des Tarifs.',
  paymentMaxError: 'Der Beitrag liegt über dem Höchstbeitrag des Tarifs.',
};

/** A one-time payment or a regular payment. */
export type PayInMoreKind = 'oneTimePayment' | 'payment';

export interface PayInMoreLimits {
  readonly min: number;
  readonly max: number;
}

export interface PayInMoreError {
  readonly kind: `pay-in-more/${PayInMoreAmountError}`;
  readonly error: PayInMoreAmountError;
  readonly message: string;
}

/**
 * The message of an amount outside the limits, with the limit it missed (issue 32, finding 4):
 * „Die Einmalzahlung liegt unter dem Mindestbetrag des Tarifs: mindestens 500,00 €.“
 */
export const payInMoreLimitMessage = (
  error: PayInMoreAmountError,
  limits: PayInMoreLimits,
): string => {
  const base = PAY_IN_MORE_MESSAGES[error].replace(/\.$/, '');
  return error.endsWith('MinError')
    ? `${base}: mindestens ${formatPrice(limits.min)}.`
    : `${base}: höchstens ${formatPrice(limits.max)}.`;
};

const failure = (
  error: PayInMoreAmountError,
  limits: PayInMoreLimits,
): Result<number, PayInMoreError> =>
  err({ kind: `pay-in-more/${error}`, error, message: payInMoreLimitMessage(error, limits) });

/** Checks an amount against the inclusive limits; NaN counts as too low. */
export const checkPayInMoreAmount = (
  kind: PayInMoreKind,
  amount: number,
  limits: PayInMoreLimits,
): Result<number, PayInMoreError> => {
  if (Number.isNaN(amount) || amount < limits.min) {
    return failure(
      kind === 'oneTimePayment' ? 'oneTimePaymentMinError' : 'paymentMinError',
      limits,
    );
  }
  if (amount > limits.max) {
    return failure(
      kind === 'oneTimePayment' ? 'oneTimePaymentMaxError' : 'paymentMaxError',
      limits,
    );
  }
  return ok(amount);
};
