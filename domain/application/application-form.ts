import type { ProductType } from '../products/product-type';
import type { PersonalData } from '../session/personal-data';
import type { BeneficiaryOption } from './beneficiary';
import type { PublicSupportEligibility } from './public-support';
import type { ResidencePermit } from './residence-permit';
import type { RiesterChild } from './riester-children';

/**
 * What a customer enters on /personal-data to apply for a tariff: the personal data of SPEC §3
 * plus what an insurer needs by law (GwG identification data, SEPA mandate, beneficiary, PEP).
 * The shape every part of the application journey shares: the form page, its validation, the
 * stored application, its PDF and the hand-over to the insurer.
 */
export interface ApplicationForm {
  readonly personal: PersonalData;
  /** ISO 3166-1 alpha-2 code from the country list (domain/countries). */
  readonly nationality: string;
  /** ISO 3166-1 alpha-2 code from the country list. */
  readonly countryOfResidence: string;
  readonly placeOfBirth: string;
  /** Only for nationals outside the EU/EEA; null otherwise. */
  readonly residencePermit: ResidencePermit | null;
  /** Steuer-IdNr, 11 digits as typed (normalised by the tax-id rule). */
  readonly taxId: string;
  /** SEPA direct debit: IBAN in electronic format (no spaces, upper case) and the account holder. */
  readonly iban: string;
  readonly accountHolder: string;
  readonly beneficiary: BeneficiaryOption;
  /** Name of the other person when the beneficiary is one of the otherPerson options; else null. */
  readonly beneficiaryName: string | null;
  /** Politically exposed person (§ 1 Abs. 12 GwG); null until answered. */
  readonly politicallyExposed: boolean | null;
  /** Riester only: the allowance application; null for the other products. */
  readonly riesterAllowance: RiesterAllowanceApplication | null;
}

/** Riester allowance application (§ 89 EStG): once, or permanently (Dauerzulagenantrag). */
export interface RiesterAllowanceApplication {
  readonly permanentApplication: boolean;
  /** Direct (unmittelbar) or indirect (mittelbar) eligibility; SPEC §3 public support eligibility. */
  readonly eligibility: PublicSupportEligibility;
  /** Sozialversicherungsnummer (12 characters) or, without one, the Zulagenummer. */
  readonly socialSecurityNumber: string | null;
  readonly allowanceNumber: string | null;
  /**
   * The children for the Kinderzulage (§ 85 EStG), in the order entered; the check always sets
   * it. Absent only in forms stored before it was asked: read it with riesterChildrenOf.
   */
  readonly children?: readonly RiesterChild[];
}

/** The tariff and comparison an application is for. */
export interface ApplicationTariffChoice {
  readonly product: ProductType;
  readonly tariffId: string;
  /** The tariff search URL data of SPEC §3 (query string of the comparison). */
  readonly searchQuery: string;
}
