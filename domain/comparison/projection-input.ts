import type { PublicSupportEligibility } from '../application/public-support';
import type { CalendarDay } from '../calendar/calendar-day';
import type { PaymentPeriod } from '../products/payment-period';
import type { ProductType } from '../products/product-type';
import type { DeathBenefitOption } from '../tariffs/death-benefit';
import type { TaxYear } from '../tax/tax-year';

/** Defaults for values the search data may leave out (documented in normalize-search.ts). */
export const PROJECTION_DEFAULTS = {
  retirementAge: 67,
  paymentPeriod: 'monthly',
  beitragsGarantie: 0,
  pensionGuaranteePeriod: 0,
} as const;

/** SPEC §5-style range of the retirement age the comparison accepts. */
export const RETIREMENT_AGE_RANGE = { min: 62, max: 70 } as const;

/** What the Riester allowances of the projection depend on (§§ 79–86 EStG). */
export interface RiesterProfile {
  readonly eligibility: PublicSupportEligibility;
  /** Last year's gross, the base of the Mindesteigenbeitrag (0 when not given). */
  readonly gross: number;
  readonly spouseIndirectlyEligible: boolean;
  /** Birth years of the children with a known birthday. */
  readonly childBirthYears: readonly number[];
  /** Children counted without a birthday: credited in the first contract year only. */
  readonly childrenWithoutBirthday: number;
}

/** What the Rürup tax saving depends on (§ 10 Abs. 3 EStG). */
export interface RuerupProfile {
  readonly gross: number;
  readonly employee: boolean;
  /** A civil servant (Beamter): the Höchstbetrag less a fictitious contribution (§ 10 Abs. 3 S. 3). */
  readonly civilServant: boolean;
  readonly married: boolean;
  /** The spouse's gross (0 when single or not given): joint zvE and, for an employee, the Höchstbetrag. */
  readonly spouseGross: number;
  /** Married to an employee in the statutory pension insurance (false when single). */
  readonly spouseEmployee: boolean;
  /** Married to a civil servant (false when single). */
  readonly spouseCivilServant: boolean;
  readonly year: TaxYear;
}

/** The search data made complete and checked: everything a projection needs, as plain numbers. */
export interface ProjectionInput {
  readonly productType: ProductType;
  readonly birthday: CalendarDay;
  /** Berlin calendar day of `now`. */
  readonly today: CalendarDay;
  /** Always a first of month. */
  readonly insuranceStart: CalendarDay;
  /** Always a first of month; equals the insurance start for sofort. */
  readonly pensionStart: CalendarDay;
  /** Months of accumulation from insurance start to pension start (0 for sofort). */
  readonly months: number;
  readonly ageAtPensionStart: number;
  readonly paymentPeriod: PaymentPeriod;
  /** Euros per month (for yearly: the yearly amount ÷ 12, SPEC §3); 0 without regular payments. */
  readonly monthlyPayment: number;
  /**
   * Yearly only: the yearly amount as chosen, paid whole at the start of each contract year
   * (left out: 12 × monthlyPayment).
   */
  readonly yearlyPayment?: number;
  /** Euros paid once at the insurance start; 0 without. */
  readonly oneTimePayment: number;
  /** Requested beitragsGarantie in percent of the money paid in (0–100). */
  readonly beitragsGarantie: number;
  /** Requested pension guarantee period in years. */
  readonly pensionGuaranteePeriod: number;
  /** Requested death benefit before the pension start (`db`); absent or null: no wish. */
  readonly deathBenefit?: DeathBenefitOption | null;
  readonly riester: RiesterProfile | null;
  readonly ruerup: RuerupProfile | null;
}
