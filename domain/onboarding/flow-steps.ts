import type { SearchData } from '../search-data/search-data';

// SPEC §2 flow routes: the onboarding steps of the regular products and of the single premium.
export const ONBOARDING_STEPS = [
  'personalData',
  'productSelection',
  'contribution',
  'investmentSelection',
  'sofort',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const STEP_PATHS: Readonly<Record<OnboardingStep, string>> = {
  personalData: '/onboarding-personal-data',
  productSelection: '/onboarding-product-selection',
  contribution: '/onboarding-contribution',
  investmentSelection: '/onboarding-investment-selection',
  sofort: '/onboarding-sofort',
};

export const RESULT_PATH = '/result';

/** The regular journey in order; the single premium has its one step. */
const JOURNEYS: readonly (readonly OnboardingStep[])[] = [
  ['personalData', 'productSelection', 'contribution', 'investmentSelection'],
  ['sofort'],
];

/** The search-data fields each step asks for (and so replaces when it is sent). */
export const STEP_FIELDS: Readonly<Record<OnboardingStep, readonly (keyof SearchData)[]>> = {
  personalData: [
    'jobSituation',
    'birthday',
    'hasPublicInsurance',
    'paysChurchTax',
    'estimatedGrossYearlySalary',
    'isMarried',
    'numberOfChildrenWithAllowance',
    'childrenBirthdays',
    'spouseJobSituation',
    'spouseHasPublicInsurance',
    'spousePaysChurchTax',
    'spouseEstimatedGrossYearlySalary',
    'spouseHasRiesterContract',
  ],
  productSelection: ['productType'],
  contribution: [
    'paymentPeriod',
    'monthlyPayment',
    'selectedContribution',
    'oneTimePayment',
    'additionalOneTimePayment',
    'retirementAge',
    'insuranceStart',
  ],
  investmentSelection: [
    'investmentType',
    'beitragsGarantie',
    'fundSustainabilityType',
    'deathBenefit',
    'pensionGuaranteePeriod',
  ],
  sofort: [
    'birthday',
    'productType',
    'oneTimePayment',
    'insuranceStart',
    'pensionStartsInstantly',
    'pensionGuaranteePeriod',
    'paymentPeriod',
    'retirementAge',
  ],
};

/** The hidden field that marks a sent step form (a GET to the step itself, also without JavaScript). */
export const STEP_SUBMIT_FIELD = { name: 'weiter', value: '1' } as const;

export interface StepPosition {
  /** 1-based. */
  readonly number: number;
  readonly of: number;
  /** The step before, or null on the first step. */
  readonly previousPath: string | null;
  /** The step after, or the result list. */
  readonly nextPath: string;
}

/** Where a step stands in its journey ("Schritt 2 von 4"). */
export const stepPosition = (step: OnboardingStep): StepPosition => {
  const journey = JOURNEYS.find((steps) => steps.includes(step)) ?? [step];
  const index = journey.indexOf(step);
  const previous = journey[index - 1];
  const next = journey[index + 1];
  return {
    number: index + 1,
    of: journey.length,
    previousPath: previous === undefined ? null : STEP_PATHS[previous],
    nextPath: next === undefined ? RESULT_PATH : STEP_PATHS[next],
  };
};

/** The step a path shows, or null. */
export const stepOfPath = (path: string): OnboardingStep | null =>
  ONBOARDING_STEPS.find((step) => STEP_PATHS[step] === path) ?? null;

/** "Schritt 1 von 4". */
export const progressText = (position: StepPosition): string =>
  `Schritt ${position.number} von ${position.of}`;
