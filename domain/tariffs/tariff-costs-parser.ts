import type { InvestmentType } from '../products/investment-type';
import { type CatalogueReader, readList, readNumber, readObject } from './catalogue-reader';
import { MAX_ZILLMER_RATE } from './insurance-figures';
import type { TariffCosts } from './tariff';

// Ranges real tariffs show (FIGURES.md "Private pension insurance"), with headroom: premium
// costs up to 15 %, balance costs up to 2 % a year, fixed costs up to 200 € a year, fund TER up to 5 %.
export const COST_RANGES = {
  acquisitionRate: MAX_ZILLMER_RATE,
  premiumRate: 0.15,
  balanceRate: 0.02,
  fixedPerYear: 200,
  fundTer: 0.05,
} as const satisfies Record<keyof TariffCosts, number>;

const COST_KEYS = Object.keys(COST_RANGES) as (keyof TariffCosts)[];

/** The costs; a klassisch tariff holds no funds, so its fund TER must be 0. */
export const readCosts = (
  r: CatalogueReader,
  value: unknown,
  path: string,
  investmentType: InvestmentType | undefined,
): TariffCosts | undefined => {
  const costs = readObject(r, value, path, COST_KEYS);
  if (costs === undefined) return undefined;
  const read = Object.fromEntries(
    COST_KEYS.map((key) => [
      key,
      readNumber(r, costs[key], r.field(path, key), 0, COST_RANGES[key]),
    ]),
  ) as Record<keyof TariffCosts, number | undefined>;
  if (investmentType === 'klassisch' && read.fundTer !== undefined && read.fundTer !== 0) {
    read.fundTer = r.report(r.field(path, 'fundTer'), 'expected 0 for a klassisch tariff');
  }
  return COST_KEYS.every((key) => read[key] !== undefined) ? (read as TariffCosts) : undefined;
};

/**
 * The beitragsGarantie levels in percent of the premiums (whole numbers 0–100, each once).
 * Riester must guarantee at least the contributions and allowances: § 1 Abs. 1 Nr. 3 AltZertG.
 */
export const readBeitragsGarantieLevels = (
  r: CatalogueReader,
  value: unknown,
  path: string,
  isRiester: boolean,
): readonly number[] | undefined => {
  const levels = readList(r, value, path, (item, p) => readNumber(r, item, p, 0, 100, true), {
    nonEmpty: true,
    what: 'whole percentages between 0 and 100',
  });
  if (levels !== undefined && isRiester && !levels.includes(100)) {
    return r.report(path, 'expected 100 among the levels of a Riester tariff (§ 1 AltZertG)');
  }
  return levels;
};
