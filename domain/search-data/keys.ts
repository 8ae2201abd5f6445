import type { SearchData, SearchFilters } from './search-data';

// SPEC §3 "Search data": [field, short URL key], in the table's order (the canonical order).
export const SEARCH_DATA_KEYS = [
  ['jobSituation', 'js'],
  ['birthday', 'bd'],
  ['hasPublicInsurance', 'pi'],
  ['paysChurchTax', 'pct'],
  ['estimatedGrossYearlySalary', 'egs'],
  ['isMarried', 'im'],
  ['numberOfChildrenWithAllowance', 'noc'],
  ['childrenBirthdays', 'cb'],
  ['spouseJobSituation', 'sjb'],
  ['spouseHasPublicInsurance', 'spi'],
  ['spousePaysChurchTax', 'spct'],
  ['spouseEstimatedGrossYearlySalary', 'segs'],
  ['spouseHasRiesterContract', 'shrc'],
  ['productType', 'pt'],
  ['insuranceStart', 'is'],
  ['pensionStartsInstantly', 'psi'],
  ['selectedContribution', 'sc'],
  ['insuranceStartsAtBeginningOfTheYear', 'isby'],
  ['retirementAge', 'ra'],
  ['monthlyPayment', 'mp'],
  ['oneTimePayment', 'otp'],
  ['additionalOneTimePayment', 'aotp'],
  ['investmentType', 'si'],
  ['beitragsGarantie', 'bg'],
  ['deathBenefit', 'db'],
  ['pensionGuaranteePeriod', 'pgp'],
  ['paymentPeriod', 'pp'],
  ['fundSustainabilityType', 'fst'],
  ['b2BPartner', 'wp1'],
  ['b2BAdPartner', 'wp2'],
  ['cpref', 'cpref'],
  ['keyword', 'keyword'],
  ['sortedBy', 'sort'],
] as const satisfies ReadonlyArray<readonly [keyof SearchData, string]>;

// SPEC §3 "Filter keys", in the table's order.
export const FILTER_KEYS = [
  ['onlineContractEnabled', 'oce'],
  ['possibleEtfSelectionDesired', 'pes'],
  ['possibleGreenFundsSelectionDesired', 'pgfs'],
  ['tariffSustainabilityFilter', 'ts'],
  ['tariffGradeFilter', 'tg'],
  ['capitalProtectionFilter', 'cp'],
  ['insuranceFilter', 'if'],
  ['insuranceSustainabilityFilter', 'isf'],
  ['excellentCustomizationsSelectionDesired', 'ecs'],
] as const satisfies ReadonlyArray<readonly [keyof SearchFilters, string]>;

/** The value types of SPEC §3; lists are comma lists of dates or of numbers. */
export type SearchValueType =
  | 'text'
  | 'date'
  | 'bool'
  | 'number'
  | 'enum'
  | 'date-list'
  | 'number-list';

export const SEARCH_DATA_TYPES = {
  jobSituation: 'text',
  birthday: 'date',
  hasPublicInsurance: 'bool',
  paysChurchTax: 'bool',
  estimatedGrossYearlySalary: 'number',
  isMarried: 'bool',
  numberOfChildrenWithAllowance: 'number',
  childrenBirthdays: 'date-list',
  spouseJobSituation: 'text',
  spouseHasPublicInsurance: 'bool',
  spousePaysChurchTax: 'bool',
  spouseEstimatedGrossYearlySalary: 'number',
  spouseHasRiesterContract: 'bool',
  productType: 'enum',
  insuranceStart: 'date',
  pensionStartsInstantly: 'bool',
  selectedContribution: 'text',
  insuranceStartsAtBeginningOfTheYear: 'bool',
  retirementAge: 'number',
  monthlyPayment: 'number',
  oneTimePayment: 'number',
  additionalOneTimePayment: 'bool',
  investmentType: 'enum',
  beitragsGarantie: 'number',
  deathBenefit: 'text',
  pensionGuaranteePeriod: 'number',
  paymentPeriod: 'enum',
  fundSustainabilityType: 'enum',
  b2BPartner: 'text',
  b2BAdPartner: 'text',
  cpref: 'text',
  keyword: 'text',
  sortedBy: 'text',
} as const satisfies Readonly<Record<keyof SearchData, SearchValueType>>;

export const FILTER_TYPES = {
  onlineContractEnabled: 'bool',
  possibleEtfSelectionDesired: 'bool',
  possibleGreenFundsSelectionDesired: 'bool',
  tariffSustainabilityFilter: 'enum',
  tariffGradeFilter: 'enum',
  capitalProtectionFilter: 'enum',
  insuranceFilter: 'number-list',
  insuranceSustainabilityFilter: 'enum',
  excellentCustomizationsSelectionDesired: 'bool',
} as const satisfies Readonly<Record<keyof SearchFilters, SearchValueType>>;
