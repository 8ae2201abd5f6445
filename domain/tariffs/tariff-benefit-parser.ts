import { type CatalogueReader, readNumber, readObject } from './catalogue-reader';
import {
  DEATH_BENEFIT_FACTOR_RANGE,
  type DeathBenefitFactors,
  type DeathBenefitOption,
  deathBenefitRank,
  fullestDeathBenefit,
} from './death-benefit';
import type { RentenfaktorEntry } from './tariff';

const german = (n: number): string => String(n).replace('.', ',');

/**
 * The factors on the Rentenfaktor per death-benefit option (issue 32, finding 1): one for every
 * option the tariff offers and no other, 1 for its fullest option, and less benefit never a lower
 * factor — more death benefit never gives a higher pension.
 */
export const readDeathBenefitFactors = (
  r: CatalogueReader,
  value: unknown,
  path: string,
  options: readonly DeathBenefitOption[] | undefined,
): DeathBenefitFactors | undefined => {
  const read = readObject(r, value, path, options ?? null);
  if (read === undefined || options === undefined) return undefined;
  const factors: Partial<Record<DeathBenefitOption, number>> = {};
  let complete = true;
  for (const option of options) {
    const { min, max } = DEATH_BENEFIT_FACTOR_RANGE;
    const factor = readNumber(r, read[option], r.field(path, option), min, max);
    if (factor === undefined) complete = false;
    else factors[option] = factor;
  }
  if (!complete) return undefined;
  const fullest = fullestDeathBenefit(options);
  if (fullest !== null && factors[fullest] !== 1) {
    return r.report(
      r.field(path, fullest),
      `erwartet 1: der Rentenfaktor gilt für die umfassendste Leistung im Todesfall („${fullest}“)`,
    );
  }
  const ranked = [...options].sort((a, b) => deathBenefitRank(a) - deathBenefitRank(b));
  for (let i = 1; i < ranked.length; i++) {
    const less = ranked[i - 1] as DeathBenefitOption;
    const more = ranked[i] as DeathBenefitOption;
    const [lessFactor, moreFactor] = [factors[less] ?? 1, factors[more] ?? 1];
    if (moreFactor > lessFactor) {
      return r.report(
        r.field(path, more),
        `mehr Leistung im Todesfall darf keine höhere Rente geben: „${more}“ hat den Faktor ${german(moreFactor)}, „${less}“ nur ${german(lessFactor)}`,
      );
    }
  }
  return factors;
};

/** A Rentenfaktor entry's age and guarantee period as one number (whole numbers, period < 100). */
export const rentenfaktorKey = (fromAge: number, guaranteePeriod: number): number =>
  fromAge * 100 + guaranteePeriod;

/**
 * The Rentenfaktor table as a full grid, falling with the guarantee period (issue 32, finding 1):
 * every guarantee period has an entry for every fromAge, and at each age a longer guarantee
 * period never has a higher guaranteed or current factor — a longer guarantee never gives a
 * higher pension. Answers whether the table passed.
 */
export const checkRentenfaktorGrid = (
  r: CatalogueReader,
  entries: readonly RentenfaktorEntry[],
  path: string,
): boolean => {
  const ages = [...new Set(entries.map((e) => e.fromAge))];
  const periods = [...new Set(entries.map((e) => e.guaranteePeriod))].sort((a, b) => a - b);
  const at = new Map(entries.map((e) => [rentenfaktorKey(e.fromAge, e.guaranteePeriod), e]));
  for (const age of ages) {
    let before: RentenfaktorEntry | undefined;
    for (const period of periods) {
      const entry = at.get(rentenfaktorKey(age, period));
      if (entry === undefined) {
        r.report(
          path,
          `Rentengarantiezeit ${period} Jahre fehlt für das Alter ${age}: jede Rentengarantiezeit braucht einen Eintrag für jedes Alter`,
        );
        return false;
      }
      if (before !== undefined) {
        for (const key of ['guaranteed', 'current'] as const) {
          if (entry[key] > before[key]) {
            r.report(
              path,
              `eine längere Rentengarantiezeit darf keine höhere Rente geben: Alter ${age}, ${period} Jahre hat den ${key === 'guaranteed' ? 'garantierten' : 'aktuellen'} Rentenfaktor ${german(entry[key])}, ${before.guaranteePeriod} Jahre nur ${german(before[key])}`,
            );
            return false;
          }
        }
      }
      before = entry;
    }
  }
  return true;
};
