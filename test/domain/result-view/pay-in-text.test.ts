import { describe, expect, it } from 'vitest';
import { PAY_IN_ERRORS } from '../../../domain/comparison/pay-in-error';
import { payInErrorText } from '../../../domain/result-view/pay-in-text';

const LIMITS = {
  minMonthlyPayment: 25,
  maxMonthlyPayment: 2500,
  minOneTimePayment: 5000,
  maxOneTimePayment: 1000000,
};

describe('the pay-in errors as German sentences (SPEC §3)', () => {
  it('names the tariff’s limit', () => {
    expect(payInErrorText('paymentMinError', LIMITS)).toBe(
      'Der Beitrag liegt unter dem Mindestbeitrag dieses Tarifs: Er nimmt monatlich ab 25,00\u00a0€ an.',
    );
    expect(payInErrorText('paymentMaxError', LIMITS)).toContain('höchstens 2.500,00\u00a0€');
    expect(payInErrorText('oneTimePaymentMinError', LIMITS)).toContain(
      'einmalig ab 5.000,00\u00a0€',
    );
    expect(payInErrorText('oneTimePaymentMaxError', LIMITS)).toContain('1.000.000,00\u00a0€');
  });

  it('has a distinct sentence for every error, with and without the limits', () => {
    const texts = PAY_IN_ERRORS.flatMap((e) => [
      payInErrorText(e, LIMITS),
      payInErrorText(e, null),
    ]);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
