import { MODEL_CALCULATION_RATES } from '../tariffs/insurance-figures';
import type { Tariff } from '../tariffs/tariff';
import type { ComparisonRates, Scenario } from './accumulate';

/** Index of each scenario in the list handed to accumulate. */
export const SCENARIO = {
  /** The guarantee part at the guaranteed interest, after costs. */
  guaranteed: 0,
  /** The guarantee part at the middle model rate (1.67 %), after costs. */
  classic: 1,
  /** The same before costs (for the Effektivkosten). */
  classicGross: 2,
  /** The fund part at the tariff's assumed return, after costs and TER. */
  fund: 3,
  /** The same before costs. */
  fundGross: 4,
} as const;

const MIDDLE_RATE = MODEL_CALCULATION_RATES[1];

/**
 * The scenarios a comparison needs, in SCENARIO order. The guarantee part is projected at the
 * middle model rate of § 154 VVG with § 2 Abs. 3 VVG-InfoV (1.67 %: guaranteed interest plus
 * surplus participation); the fund part at tariff.assumedFundReturn less the fund TER. A
 * klassisch tariff has no fund part (its guarantee share is 1), the fund scenarios then weigh 0.
 */
export const comparisonScenarios = (tariff: Tariff): Scenario[] => [
  { rate: tariff.guaranteedInterest, fundCost: 0, withCosts: true },
  { rate: MIDDLE_RATE, fundCost: 0, withCosts: true },
  { rate: MIDDLE_RATE, fundCost: 0, withCosts: false },
  { rate: tariff.assumedFundReturn, fundCost: tariff.costs.fundTer, withCosts: true },
  { rate: tariff.assumedFundReturn, fundCost: 0, withCosts: false },
];

/** The rates of the comparison scenarios for accumulateComparison (same order and meaning). */
export const comparisonRatesOf = (tariff: Tariff): ComparisonRates => ({
  guaranteed: tariff.guaranteedInterest,
  classic: MIDDLE_RATE,
  fund: tariff.assumedFundReturn,
});

/**
 * For the year table: after the comparison scenarios, each legal model rate (0.67 / 1.67 /
 * 2.67 %) for the guarantee part and, for fund tariffs, the same rate with the TER for the fund
 * part (the model calculation applies one gross rate to the whole contract).
 */
export const modelRateScenarios = (tariff: Tariff): Scenario[] =>
  MODEL_CALCULATION_RATES.flatMap((rate): Scenario[] => [
    { rate, fundCost: 0, withCosts: true },
    { rate, fundCost: tariff.costs.fundTer, withCosts: true },
  ]);
