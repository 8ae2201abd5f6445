import { describe, expect, it } from 'vitest';
import {
  checkPayInMoreAmount,
  isPayInMoreAmountError,
  PAY_IN_MORE_AMOUNT_ERRORS,
} from '../../../domain/pay-in-more/pay-in-more-amount';

const limits = { min: 500, max: 50_000 };

describe('pay-in-more amount', () => {
  it('knows the four errors of SPEC §3', () => {
    expect(PAY_IN_MORE_AMOUNT_ERRORS).toEqual([
      'oneTimePaymentMinError',
      'oneTimePaymentMaxError',
      'paymentMinError',
      'paymentMaxError',
    ]);
    expect(isPayInMoreAmountError('paymentMaxError')).toBe(true);
    expect(isPayInMoreAmountError('paymentError')).toBe(false);
  });

  it('accepts the inclusive limits and rejects one cent beyond', () => {
    expect(checkPayInMoreAmount('oneTimePayment', 500, limits)).toEqual({ ok: true, value: 500 });
    expect(checkPayInMoreAmount('oneTimePayment', 50_000, limits).ok).toBe(true);
    expect(checkPayInMoreAmount('oneTimePayment', 499.99, limits)).toEqual({
      ok: false,
      error: {
        kind: 'pay-in-more/oneTimePaymentMinError',
        error: 'oneTimePaymentMinError',
        // With the limit missed (issue 32): the customer learns what the tariff takes.
        message:
          'Die Einmalzahlung liegt unter dem Mindestbetrag des Tarifs: mindestens 500,00\u00a0€.',
      },
    });
    const tooHigh = checkPayInMoreAmount('oneTimePayment', 50_000.01, limits);
    expect(tooHigh.ok ? null : tooHigh.error.error).toBe('oneTimePaymentMaxError');
    expect(tooHigh.ok ? null : tooHigh.error.message).toBe(
      'Die Einmalzahlung liegt über dem Höchstbetrag des Tarifs: höchstens 50.000,00\u00a0€.',
    );
  });

  it('uses the payment errors for regular payments and treats NaN as too low', () => {
    const low = checkPayInMoreAmount('payment', 10, limits);
    expect(low.ok ? null : low.error.kind).toBe('pay-in-more/paymentMinError');
    const high = checkPayInMoreAmount('payment', Number.POSITIVE_INFINITY, limits);
    expect(high.ok ? null : high.error.error).toBe('paymentMaxError');
    const nan = checkPayInMoreAmount('payment', Number.NaN, limits);
    expect(nan.ok ? null : nan.error.error).toBe('paymentMinError');
  });
});
