import { err, ok, type Result } from '../result';
import { isOneOf } from '../value-set';

// SPEC §3: errors of a pay-in-more (additional payment) amount. SPEC §9: the limits themselves
// are not shown, so they come in as arguments (from the tariff catalogue).
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

const failure = (error: PayInMoreAmountError): Result<number, PayInMoreError> =>
  err({ kind: `pay-in-more/${error}`, error, message: PAY_IN_MORE_MESSAGES[error] });

/** Checks an amount against the inclusive limits; NaN counts as too low. */
export const checkPayInMoreAmount = (
  kind: PayInMoreKind,
  amount: number,
  limits: PayInMoreLimits,
): Result<number, PayInMoreError> => {
  if (Number.isNaN(amount) || amount < limits.min) {
    return failure(kind === 'oneTimePayment' ? 'oneTimePaymentMinError' : 'paymentMinError');
  }
  if (amount > limits.max) {
    return failure(kind === 'oneTimePayment' ? 'oneTimePaymentMaxError' : 'paymentMaxError');
  }
  return ok(amount);
};
