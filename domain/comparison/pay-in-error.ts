import type { TariffLimits } from '../tariffs/tariff';
import type { ProjectionInput } from './projection-input';

/** SPEC §3 pay-in amount errors. */
export const PAY_IN_ERRORS = [
  'paymentMinError',
  'paymentMaxError',
  'oneTimePaymentMinError',
  'oneTimePaymentMaxError',
] as const;
export type PayInError = (typeof PAY_IN_ERRORS)[number];

/**
 * The first pay-in error of a contribution against a tariff's limits: the regular payment (per
 * month; a yearly payment as its monthly twelfth, SPEC §3) against min/maxMonthlyPayment, then
 * the one-time payment against min/maxOneTimePayment; null when the contribution fits.
 */
export const payInErrorOf = (input: ProjectionInput, limits: TariffLimits): PayInError | null => {
  if (input.paymentPeriod !== 'oneTime') {
    if (input.monthlyPayment < limits.minMonthlyPayment) return 'paymentMinError';
    if (input.monthlyPayment > limits.maxMonthlyPayment) return 'paymentMaxError';
  }
  if (input.paymentPeriod === 'oneTime' || input.paymentPeriod === 'mix') {
    if (input.oneTimePayment < limits.minOneTimePayment) return 'oneTimePaymentMinError';
    if (input.oneTimePayment > limits.maxOneTimePayment) return 'oneTimePaymentMaxError';
  }
  return null;
};
