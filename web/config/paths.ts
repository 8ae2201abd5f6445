// The flow routes of SPEC §2 the web app navigates to; page metadata lives in domain/pages.
export const PATHS = {
  home: '/home',
  onboardingPersonalData: '/onboarding-personal-data',
  onboardingProductSelection: '/onboarding-product-selection',
  onboardingContribution: '/onboarding-contribution',
  onboardingInvestmentSelection: '/onboarding-investment-selection',
  onboardingSofort: '/onboarding-sofort',
  result: '/result',
  comparison: '/comparison',
  tariffDetails: '/tariff-details',
  personalLogin: '/personal-login',
  personalData: '/personal-data',
  thankyou: '/thankyou',
  insuranceList: '/insurance-list',
  sofortInsuranceList: '/sofort-insurance-list',
  socialLoginClosing: '/social-login-closing',
  onlineContract: '/online-contract',
  thankyouError: '/thankyou-error',
  error: '/_error',
  notFound: '/404',
  gradesExplanation: '/grades-explanation',
} as const;

export type FlowPath = (typeof PATHS)[keyof typeof PATHS];
