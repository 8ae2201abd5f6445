import { type DeathBenefitOption, deathBenefitFor } from '../tariffs/death-benefit';
import type { RentenfaktorEntry, Tariff } from '../tariffs/tariff';

/**
 * The Rentenfaktor entry for a pension start: the guarantee period asked for, or else the next
 * longer one the tariff offers (a longer guarantee lowers the factor, so the figure never
 * overstates), or else the longest offered; of those, the entry with the highest fromAge not
 * above the age (an age below every entry takes the lowest). Null for an empty table.
 */
export const rentenfaktorFor = (
  entries: readonly RentenfaktorEntry[],
  age: number,
  guaranteePeriod: number,
): RentenfaktorEntry | null => {
  let period: number | null = null;
  let longest = Number.NEGATIVE_INFINITY;
  for (const e of entries) {
    longest = Math.max(longest, e.guaranteePeriod);
    if (e.guaranteePeriod >= guaranteePeriod && (period === null || e.guaranteePeriod < period)) {
      period = e.guaranteePeriod;
    }
  }
  const chosen = period ?? longest;
  let best: RentenfaktorEntry | null = null;
  let lowest: RentenfaktorEntry | null = null;
  for (const e of entries) {
    if (e.guaranteePeriod !== chosen) continue;
    if (lowest === null || e.fromAge < lowest.fromAge) lowest = e;
    if (e.fromAge <= age && (best === null || e.fromAge > best.fromAge)) best = e;
  }
  return best ?? lowest;
};

/** Monthly pension = capital ÷ 10,000 × Rentenfaktor (the industry definition of the factor), €. */
export const pensionOf = (capital: number, factor: number): number => (capital / 10_000) * factor;

/** The Rentenfaktor a tariff applies for the payout wishes, and whether it meets them. */
export interface PayoutChoice {
  /** The entry with the death-benefit factor applied (2 decimals, as factors are published). */
  readonly entry: RentenfaktorEntry | null;
  /** The death benefit applied; null when the tariff names none. */
  readonly deathBenefit: DeathBenefitOption | null;
  /** The tariff offers a guarantee period at least as long as the wish. */
  readonly guaranteePeriodMet: boolean;
  /** The tariff offers a death benefit at least as full as the wish. */
  readonly deathBenefitMet: boolean;
}

const twoDecimals = (n: number): number => Math.round(n * 100) / 100;

/**
 * The Rentenfaktor for a pension start, a wished guarantee period and death benefit (issue 32,
 * finding 1): the entry of rentenfaktorFor, times the factor of the death benefit applied
 * (deathBenefitFor). A longer period or fuller death benefit never raises the factor: the
 * catalogue parser checks the table falls with the period and the factors with the benefit.
 */
export const payoutChoiceFor = (
  tariff: Pick<Tariff, 'rentenfaktor' | 'deathBenefitOptions' | 'deathBenefitFactors'>,
  age: number,
  guaranteePeriod: number,
  deathBenefit: DeathBenefitOption | null,
): PayoutChoice => {
  const base = rentenfaktorFor(tariff.rentenfaktor, age, guaranteePeriod);
  const benefit = deathBenefitFor(
    tariff.deathBenefitOptions,
    tariff.deathBenefitFactors,
    deathBenefit,
  );
  return {
    entry:
      base === null || benefit.factor === 1
        ? base
        : {
            ...base,
            guaranteed: twoDecimals(base.guaranteed * benefit.factor),
            current: twoDecimals(base.current * benefit.factor),
          },
    deathBenefit: benefit.option,
    guaranteePeriodMet: base === null || base.guaranteePeriod >= guaranteePeriod,
    deathBenefitMet: benefit.meetsWish,
  };
};
