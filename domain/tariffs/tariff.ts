import type { BeneficiaryOption } from '../application/beneficiary';
import type { InvestmentType } from '../products/investment-type';
import type { ProductType } from '../products/product-type';
import type { CheckResult, SustainabilityCheckResult } from './check-result';
import type { DeathBenefitFactors } from './death-benefit';
import type { TariffFeatureName } from './features';
import type { InsurerId } from './filters';
import type { TariffPromotion } from './promotion';
import type { SustainabilityType, TariffSustainabilityValue } from './sustainability';

/** Capital protection rating of a tariff (SPEC §3 capital protection filter: sehr_gut, gut_oder_sehr_gut). */
export const CAPITAL_PROTECTION_RATINGS = [
  'sehr_gut',
  'gut',
  'befriedigend',
  'ausreichend',
] as const;
export type CapitalProtectionRating = (typeof CAPITAL_PROTECTION_RATINGS)[number];

/** One checked feature: the result and a German explanation shown in the tariff details. */
export interface TariffFeature {
  readonly result: CheckResult;
  readonly explanation: string;
}

export interface SustainabilityFeature {
  readonly result: SustainabilityCheckResult;
  readonly value: TariffSustainabilityValue;
  readonly explanation: string;
}

/**
 * The costs as a tariff defines them (all rates as fractions: 0.025 = 2.5 %).
 * Acquisition costs are a share of the premium sum, spread evenly over the first 5 contract years
 * (at most 2.5 % may be zillmered, § 4 Abs. 1 DeckRV; the catalogue parser enforces it).
 */
export interface TariffCosts {
  /** Share of the sum of all premiums, charged over the first 5 years. */
  readonly acquisitionRate: number;
  /** Share of each premium (administration costs on contributions). */
  readonly premiumRate: number;
  /** Share of the balance per year. */
  readonly balanceRate: number;
  /** A fixed euro amount per year. */
  readonly fixedPerYear: number;
  /** Total expense ratio of the funds per year; 0 for klassisch. */
  readonly fundTer: number;
}

/** Guaranteed and current Rentenfaktor: euros of monthly pension per 10,000 € capital. */
export interface RentenfaktorEntry {
  /** Age at pension start this entry applies from (entries sorted ascending; the last one ≤ age applies). */
  readonly fromAge: number;
  /** Guarantee period in years (0 = none). */
  readonly guaranteePeriod: number;
  readonly guaranteed: number;
  readonly current: number;
}

/** Limits that drive the pay-in errors of SPEC §3 (euros). */
export interface TariffLimits {
  readonly minMonthlyPayment: number;
  readonly maxMonthlyPayment: number;
  readonly minOneTimePayment: number;
  readonly maxOneTimePayment: number;
}

export interface TariffDocument {
  readonly title: string;
  /** File name of the document (demo documents are not served). */
  readonly fileName: string;
}

export interface Tariff {
  readonly id: string;
  readonly insurerId: InsurerId;
  readonly insurerName: string;
  readonly tariffName: string;
  readonly productTypes: readonly ProductType[];
  readonly investmentType: InvestmentType;
  /** German grade 1.0 (best) … 5.0, one decimal; formed as documented in domain/tariffs/grade.ts. */
  readonly grade: number;
  readonly features: Readonly<
    Partial<Record<Exclude<TariffFeatureName, 'nachhaltigkeit'>, TariffFeature>>
  >;
  readonly sustainability: SustainabilityFeature;
  /** The strictest fund sustainability type the tariff can serve (any = no sustainable funds). */
  readonly sustainabilityType: SustainabilityType;
  readonly capitalProtection: CapitalProtectionRating;
  readonly onlineContract: boolean;
  readonly etfSelection: boolean;
  readonly greenFunds: boolean;
  readonly excellentCustomizations: boolean;
  readonly costs: TariffCosts;
  /** Guaranteed interest per year, at most the Höchstrechnungszins (1.0 % since 2025). */
  readonly guaranteedInterest: number;
  /** Assumed gross yearly return of the fund part for the projection (fund tariffs). */
  readonly assumedFundReturn: number;
  /** beitragsGarantie levels offered, as percent of the paid premiums (e.g. 0, 50, 80, 100). */
  readonly beitragsGarantieLevels: readonly number[];
  readonly rentenfaktor: readonly RentenfaktorEntry[];
  readonly limits: TariffLimits;
  /** Death benefit before the pension starts: return of premiums, of the balance, or none. */
  readonly deathBenefitOptions: readonly ('beitragsrueckgewaehr' | 'guthaben' | 'keine')[];
  /** Factors on the Rentenfaktor per offered death benefit (see death-benefit.ts). */
  readonly deathBenefitFactors: DeathBenefitFactors;
  readonly beneficiaryOptions: readonly BeneficiaryOption[];
  readonly documents: readonly TariffDocument[];
  readonly promotion: TariffPromotion | null;
}

export interface TariffCatalogue {
  /** True for the built-in demo catalogue: the UI and the CLI label its data as demo data. */
  readonly demo: boolean;
  readonly tariffs: readonly Tariff[];
}
