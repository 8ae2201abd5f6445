import type { InvestmentType } from '../products/investment-type';
import type { InsurerId } from '../tariffs/filters';
import type { Tariff } from '../tariffs/tariff';
import type { AssumedReturns } from './assumed-returns';
import type { PayInError } from './pay-in-error';
import type { TariffProjection } from './project-tariff';
import type { RiesterAllowanceSummary } from './search-subsidies';
import type { WishMismatch } from './search-wishes';

/** One line of the result list, euros rounded to cents. */
export interface ComparisonRow {
  readonly tariffId: string;
  readonly insurerId: InsurerId;
  readonly insurerName: string;
  readonly tariffName: string;
  readonly investmentType: InvestmentType;
  /** Euros per month (a yearly payment as its twelfth); 0 for one-time payments only. */
  readonly monthlyContribution: number;
  /** A yearly payment as the customer chose it (shown instead of its twelfth); absent otherwise. */
  readonly yearlyContribution?: number;
  readonly oneTimePayment: number;
  readonly guaranteedPension: number;
  readonly projectedPension: number;
  /** The returns before costs the projected pension and capital rest on (never guaranteed). */
  readonly assumedReturns: AssumedReturns;
  /** The beitragsGarantie the projection applied, percent of the money paid in. */
  readonly beitragsGarantie: number;
  /** Where the tariff falls short of the customer's investment wishes; empty when it meets them. */
  readonly wishMismatches: readonly WishMismatch[];
  /** Projected capital at the pension start. */
  readonly capitalAtRetirement: number;
  readonly guaranteedCapital: number;
  /** Reduction in yield in percentage points, 2 decimals; null for sofort. */
  readonly effectiveCosts: number | null;
  readonly grade: number;
  readonly points: number;
  readonly payInError: PayInError | null;
  /** Riester only: the allowances paid into the contract. */
  readonly riesterAllowances: RiesterAllowanceSummary | null;
  /** Rürup only: the yearly income tax saving, whole euros. */
  readonly ruerupTaxSaving: number | null;
}

export interface RowExtras {
  readonly wishMismatches: readonly WishMismatch[];
  readonly monthlyContribution: number;
  readonly yearlyContribution?: number;
  readonly oneTimePayment: number;
  readonly points: number;
  readonly payInError: PayInError | null;
  readonly riesterAllowances: RiesterAllowanceSummary | null;
  readonly ruerupTaxSaving: number | null;
}

export const rowOf = (
  tariff: Tariff,
  projection: TariffProjection,
  extras: RowExtras,
): ComparisonRow => ({
  tariffId: tariff.id,
  insurerId: tariff.insurerId,
  insurerName: tariff.insurerName,
  tariffName: tariff.tariffName,
  investmentType: tariff.investmentType,
  monthlyContribution: extras.monthlyContribution,
  ...(extras.yearlyContribution === undefined
    ? {}
    : { yearlyContribution: extras.yearlyContribution }),
  oneTimePayment: extras.oneTimePayment,
  guaranteedPension: projection.guaranteedPension,
  projectedPension: projection.projectedPension,
  assumedReturns: projection.assumedReturns,
  beitragsGarantie: projection.beitragsGarantie,
  wishMismatches: extras.wishMismatches,
  capitalAtRetirement: projection.projectedCapital,
  guaranteedCapital: projection.guaranteedCapital,
  effectiveCosts: projection.effectiveCosts,
  grade: tariff.grade,
  points: extras.points,
  payInError: extras.payInError,
  riesterAllowances: extras.riesterAllowances,
  ruerupTaxSaving: extras.ruerupTaxSaving,
});
