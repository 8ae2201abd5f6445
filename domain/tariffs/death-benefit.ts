import type { Tariff } from './tariff';

/** A death benefit before the pension start a tariff offers (SPEC §3 `db`). */
export type DeathBenefitOption = Tariff['deathBenefitOptions'][number];

/**
 * The options from the least to the most benefit for the heirs: none, the premiums paid back,
 * the whole balance (premiums and their gains). Money a tariff pays out at death is missing from
 * the pensions of those who live, so more benefit may never give a higher pension.
 */
export const DEATH_BENEFITS_BY_BENEFIT: readonly DeathBenefitOption[] = [
  'keine',
  'beitragsrueckgewaehr',
  'guthaben',
];

/** How much benefit an option gives: 0 for none, higher for more. */
export const deathBenefitRank = (option: DeathBenefitOption): number =>
  DEATH_BENEFITS_BY_BENEFIT.indexOf(option);

/**
 * Factors on the Rentenfaktor per death-benefit option: the table is quoted for the tariff's
 * fullest option (factor 1); less benefit raises the pension by at most 15 %.
 */
export type DeathBenefitFactors = Readonly<Partial<Record<DeathBenefitOption, number>>>;
export const DEATH_BENEFIT_FACTOR_RANGE = { min: 1, max: 1.15 } as const;

/** The offered option with the most benefit. */
export const fullestDeathBenefit = (
  options: readonly DeathBenefitOption[],
): DeathBenefitOption | null =>
  options.reduce<DeathBenefitOption | null>(
    (best, o) => (best === null || deathBenefitRank(o) > deathBenefitRank(best) ? o : best),
    null,
  );

/** What a tariff applies for a wish, and whether that meets the wish. */
export interface DeathBenefitChoice {
  readonly option: DeathBenefitOption | null;
  readonly factor: number;
  readonly meetsWish: boolean;
}

/**
 * The option a tariff applies: for no wish its fullest option (the figure never overstates);
 * else the offered option with the least benefit that still gives at least the wished benefit,
 * or, when none does, the fullest option — which then falls short of the wish.
 */
export const deathBenefitFor = (
  options: readonly DeathBenefitOption[],
  factors: DeathBenefitFactors,
  wish: DeathBenefitOption | null,
): DeathBenefitChoice => {
  const fullest = fullestDeathBenefit(options);
  let chosen: DeathBenefitOption | null = null;
  if (wish !== null) {
    for (const o of options) {
      if (deathBenefitRank(o) < deathBenefitRank(wish)) continue;
      if (chosen === null || deathBenefitRank(o) < deathBenefitRank(chosen)) chosen = o;
    }
  }
  const option = chosen ?? fullest;
  return {
    option,
    factor: option === null ? 1 : (factors[option] ?? 1),
    meetsWish: wish === null || chosen !== null,
  };
};
