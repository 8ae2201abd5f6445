import { roundToCentsFast as roundToCents } from '../money/cents';
import type { DeathBenefitOption } from '../tariffs/death-benefit';
import { MODEL_CALCULATION_RATES } from '../tariffs/insurance-figures';
import type { RentenfaktorEntry, Tariff } from '../tariffs/tariff';
import type { Accumulation, Costs } from './accumulate';
import { accumulateComparison } from './accumulate';
import { type AssumedReturns, assumedReturnsOf } from './assumed-returns';
import { type ContributionSchedule, contributionScheduleOf } from './contribution-schedule';
import { effectiveCostsOf } from './effective-costs';
import { guaranteeLevelFor, guaranteeShare } from './guarantee-split';
import type { ProjectionInput } from './projection-input';
import { comparisonRatesOf, SCENARIO } from './projection-scenarios';
import { payoutChoiceFor, pensionOf } from './rentenfaktor-entry';

/** Costs of the projected scenario in euros, each rounded to cents; total from the exact parts. */
export interface CostBreakdown {
  readonly acquisition: number;
  readonly administration: number;
  readonly fundCosts: number;
  readonly total: number;
}

/** One tariff projected for one search. Euros rounded half up to cents, rates in percent. */
export interface TariffProjection {
  readonly tariffId: string;
  /** The beitragsGarantie applied, percent of the money paid in (see guaranteeLevelFor). */
  readonly beitragsGarantie: number;
  /** Share of the money in the guarantee part (0–1, see guaranteeShare). */
  readonly guaranteeShare: number;
  /** Own premiums plus allowances (ownContributions + allowances, exactly). */
  readonly paidIn: number;
  /** The customer's own premiums. */
  readonly ownContributions: number;
  /** Riester allowances paid into the contract (0 for every other product). */
  readonly allowances: number;
  /** The yearly returns before costs the projected figures rest on. */
  readonly assumedReturns: AssumedReturns;
  readonly guaranteedCapital: number;
  readonly projectedCapital: number;
  readonly guaranteedPension: number;
  readonly projectedPension: number;
  /** Reduction in yield, percentage points with 2 decimals; null for sofort (no term). */
  readonly effectiveCosts: number | null;
  /** The entry applied: the guarantee period asked for or the next longer one, see payoutChoiceFor. */
  readonly rentenfaktor: RentenfaktorEntry | null;
  /** The death benefit applied (its factor is in the rentenfaktor entry). */
  readonly deathBenefit: DeathBenefitOption | null;
  /** The tariff offers the wished guarantee period (or a longer one). */
  readonly guaranteePeriodMet: boolean;
  /** The tariff offers the wished death benefit (or a fuller one). */
  readonly deathBenefitMet: boolean;
  readonly costs: CostBreakdown;
}

const mix = (share: number, classic: number, fund: number | undefined): number =>
  share * classic + (1 - share) * (fund ?? 0);

const mixCosts = (share: number, classic: Costs | undefined, fund: Costs | undefined): Costs => ({
  acquisition: mix(share, classic?.acquisition ?? 0, fund?.acquisition),
  administration: mix(share, classic?.administration ?? 0, fund?.administration),
  fund: mix(share, classic?.fund ?? 0, fund?.fund),
});

/** The exact (unrounded) figures of a projection, also used by the year table. */
export interface ExactProjection {
  readonly level: number;
  readonly share: number;
  readonly paidIn: number;
  readonly guaranteedCapital: number;
  readonly projectedCapital: number;
  readonly grossCapital: number;
  /** The one gross rate the money grows at before costs, when it all sits in one part. */
  readonly grossRate: number | null;
  readonly investedCapital: number;
  readonly costs: Costs;
}

/**
 * Combines the scenario capitals: guaranteed = max(share × capital at the guaranteed interest,
 * level × paid in) — the beitragsGarantie is a floor at the pension start; projected = share ×
 * classic + (1 − share) × fund, never below the guaranteed capital.
 */
export const combineScenarios = (
  tariff: Tariff,
  input: ProjectionInput,
  schedule: ContributionSchedule,
  run: Accumulation,
): ExactProjection => {
  const c = run.capitals;
  const paidIn = schedule.ownTotal + schedule.allowanceTotal;
  const level = guaranteeLevelFor(tariff, input.beitragsGarantie, input.productType);
  const atGuaranteed = c[SCENARIO.guaranteed] ?? 0;
  // sofort: the whole one-time payment (after costs) buys the pension at once.
  const share =
    input.months === 0 ? 1 : guaranteeShare(tariff.investmentType, level, paidIn, atGuaranteed);
  const guaranteedCapital = Math.max(share * atGuaranteed, (level / 100) * paidIn);
  const investedCapital = mix(share, c[SCENARIO.classic] ?? 0, c[SCENARIO.fund]);
  return {
    level,
    share,
    paidIn,
    guaranteedCapital,
    projectedCapital: Math.max(investedCapital, guaranteedCapital),
    grossCapital: mix(share, c[SCENARIO.classicGross] ?? 0, c[SCENARIO.fundGross]),
    grossRate:
      share === 1 ? MODEL_CALCULATION_RATES[1] : share === 0 ? tariff.assumedFundReturn : null,
    investedCapital,
    costs: mixCosts(share, run.costs[SCENARIO.classic], run.costs[SCENARIO.fund]),
  };
};

/** Projects one tariff for a search (the schedule may be shared by all tariffs of the search). */
export const projectTariff = (
  tariff: Tariff,
  input: ProjectionInput,
  schedule: ContributionSchedule = contributionScheduleOf(input),
): TariffProjection => {
  const run = accumulateComparison(schedule, tariff.costs, comparisonRatesOf(tariff));
  const exact = combineScenarios(tariff, input, schedule, run);
  const payout = payoutChoiceFor(
    tariff,
    input.ageAtPensionStart,
    input.pensionGuaranteePeriod,
    input.deathBenefit ?? null,
  );
  const factor = payout.entry;
  const guaranteedPension = roundToCents(
    pensionOf(exact.guaranteedCapital, factor?.guaranteed ?? 0),
  );
  const projectedPension = Math.max(
    guaranteedPension,
    roundToCents(pensionOf(exact.projectedCapital, factor?.current ?? 0)),
  );
  const costs = exact.costs;
  const paidIn = roundToCents(exact.paidIn);
  // Allowances are whole cents already; own premiums are the rest, so the two add up exactly.
  const allowances = roundToCents(schedule.allowanceTotal);
  return {
    tariffId: tariff.id,
    beitragsGarantie: exact.level,
    guaranteeShare: exact.share,
    paidIn,
    ownContributions: roundToCents(paidIn - allowances),
    allowances,
    assumedReturns: assumedReturnsOf(tariff, exact.share, input.months),
    guaranteedCapital: roundToCents(exact.guaranteedCapital),
    projectedCapital: roundToCents(exact.projectedCapital),
    guaranteedPension,
    projectedPension,
    effectiveCosts: effectiveCostsOf(schedule, exact),
    rentenfaktor: factor,
    deathBenefit: payout.deathBenefit,
    guaranteePeriodMet: payout.guaranteePeriodMet,
    deathBenefitMet: payout.deathBenefitMet,
    costs: {
      acquisition: roundToCents(costs.acquisition),
      administration: roundToCents(costs.administration),
      fundCosts: roundToCents(costs.fund),
      total: roundToCents(costs.acquisition + costs.administration + costs.fund),
    },
  };
};
