import type { InvestmentType } from '../products/investment-type';
import type { PaymentPeriod } from '../products/payment-period';
import type { ProductType } from '../products/product-type';
import type { CapitalProtectionFilter, GradeFilter } from '../tariffs/filters';
import type {
  InsuranceSustainabilityFilter,
  SustainabilityType,
  TariffSustainabilityFilter,
} from '../tariffs/sustainability';

/**
 * SPEC §3 "Search data": the comparison input under its long field names. Dates are canonical
 * ISO `YYYY-MM-DD` strings of real calendar days; an absent field is simply not there.
 * (A type alias, not an interface, so it is assignable to `Record<string, unknown>`.)
 */
export type SearchData = {
  readonly jobSituation?: string;
  readonly birthday?: string;
  readonly hasPublicInsurance?: boolean;
  readonly paysChurchTax?: boolean;
  readonly estimatedGrossYearlySalary?: number;
  readonly isMarried?: boolean;
  readonly numberOfChildrenWithAllowance?: number;
  readonly childrenBirthdays?: readonly string[];
  readonly spouseJobSituation?: string;
  readonly spouseHasPublicInsurance?: boolean;
  readonly spousePaysChurchTax?: boolean;
  readonly spouseEstimatedGrossYearlySalary?: number;
  readonly spouseHasRiesterContract?: boolean;
  readonly productType?: ProductType;
  readonly insuranceStart?: string;
  readonly pensionStartsInstantly?: boolean;
  readonly selectedContribution?: string;
  readonly insuranceStartsAtBeginningOfTheYear?: boolean;
  readonly retirementAge?: number;
  readonly monthlyPayment?: number;
  readonly oneTimePayment?: number;
  readonly additionalOneTimePayment?: boolean;
  readonly investmentType?: InvestmentType;
  readonly beitragsGarantie?: number;
  readonly deathBenefit?: string;
  readonly pensionGuaranteePeriod?: number;
  readonly paymentPeriod?: PaymentPeriod;
  readonly fundSustainabilityType?: SustainabilityType;
  readonly b2BPartner?: string;
  readonly b2BAdPartner?: string;
  readonly cpref?: string;
  readonly keyword?: string;
  readonly sortedBy?: string;
};

/** SPEC §3 "Filter keys": the comparison filters carried in the same query. */
export type SearchFilters = {
  readonly onlineContractEnabled?: boolean;
  readonly possibleEtfSelectionDesired?: boolean;
  readonly possibleGreenFundsSelectionDesired?: boolean;
  readonly tariffSustainabilityFilter?: TariffSustainabilityFilter;
  readonly tariffGradeFilter?: GradeFilter;
  readonly capitalProtectionFilter?: CapitalProtectionFilter;
  readonly insuranceFilter?: readonly number[];
  readonly insuranceSustainabilityFilter?: InsuranceSustainabilityFilter;
  readonly excellentCustomizationsSelectionDesired?: boolean;
};

/** A decoded query: the typed values plus the keys that were present but are not in SPEC §3. */
export interface DecodedSearch {
  readonly searchData: SearchData;
  readonly filters: SearchFilters;
  readonly unknownKeys: readonly string[];
}

export type SearchDataErrorKind =
  | 'search-data/boolean'
  | 'search-data/number'
  | 'search-data/date'
  | 'search-data/date-range'
  | 'search-data/enum'
  | 'search-data/parameter-limit'
  | 'search-data/depth'
  | 'search-data/list-limit';

/**
 * SPEC §5 "Query values": the first value that does not parse, with the spec's message; or the
 * first pair past a SPEC §9 parser limit (query-limits.ts), with a German message.
 */
export interface SearchDataError {
  readonly kind: SearchDataErrorKind;
  /** The short URL key, e.g. `pi`. */
  readonly key: string;
  /** The offending (percent-decoded) value; for a list the offending item. */
  readonly value: string;
  readonly message: string;
}
