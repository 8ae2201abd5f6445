import type { ComparisonInputErrorKind } from '../comparison/comparison-input-error';
import type { OnboardingStep } from './flow-steps';

// Which step asks for the value a comparison error is about (STEP_FIELDS), for "Angaben ändern".
const STEP_OF_KIND: Readonly<Partial<Record<ComparisonInputErrorKind, OnboardingStep>>> = {
  'comparison/birthday': 'personalData',
  'comparison/job-situation': 'personalData',
  'comparison/salary': 'personalData',
  'comparison/spouse-salary': 'personalData',
  'comparison/children': 'personalData',
  'comparison/children-birthdays': 'personalData',
  'comparison/product-type': 'productSelection',
  'comparison/contribution': 'contribution',
  'comparison/contribution-range': 'contribution',
  'comparison/one-time-payment': 'contribution',
  'comparison/one-time-payment-range': 'contribution',
  'comparison/retirement-age': 'contribution',
  'comparison/pension-start': 'contribution',
  'comparison/date-range': 'contribution',
};

/**
 * The onboarding step whose form holds the field of a comparison error: the single premium has
 * its one step; anything else (beitragsGarantie, guarantee period, an unknown kind) goes to the
 * last step of the regular journey, where the result list came from.
 */
export const stepOfComparisonError = (kind: string, sofort: boolean): OnboardingStep => {
  if (sofort) return 'sofort';
  return STEP_OF_KIND[kind as ComparisonInputErrorKind] ?? 'investmentSelection';
};
