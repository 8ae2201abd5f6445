import { isOneOf } from '../value-set';

// SPEC §3 enumerations.
export const PAYMENT_PERIODS = ['monthly', 'yearly', 'oneTime', 'mix'] as const;
export type PaymentPeriod = (typeof PAYMENT_PERIODS)[number];
export const isPaymentPeriod = (input: unknown): input is PaymentPeriod =>
  isOneOf(PAYMENT_PERIODS, input);
