import { isOneOf } from '../value-set';

// SPEC §3: the result of checking a tariff feature against the customer's wish.
export const CHECK_RESULTS = ['positive', 'negative', 'noData'] as const;
export type CheckResult = (typeof CHECK_RESULTS)[number];
export const isCheckResult = (input: unknown): input is CheckResult =>
  isOneOf(CHECK_RESULTS, input);

// SPEC §3: sustainability also has notRelevant (the customer asked for no sustainability).
export const SUSTAINABILITY_CHECK_RESULTS = [...CHECK_RESULTS, 'notRelevant'] as const;
export type SustainabilityCheckResult = (typeof SUSTAINABILITY_CHECK_RESULTS)[number];
export const isSustainabilityCheckResult = (input: unknown): input is SustainabilityCheckResult =>
  isOneOf(SUSTAINABILITY_CHECK_RESULTS, input);
