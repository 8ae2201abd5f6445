import { MODEL_CALCULATION_RATES } from '../tariffs/insurance-figures';
import type { Tariff } from '../tariffs/tariff';

/**
 * The yearly returns before costs the "Mögliche Rente" rests on, as fractions (0.06 = 6 %):
 * the fund part at the tariff's assumed fund return, the guarantee part at the middle rate of
 * the legal model calculation (1.67 %, § 154 VVG with § 2 Abs. 3 VVG-InfoV). A part that holds
 * no money is null; sofort has no accumulation, both are null (its pension rests on the current
 * Rentenfaktor alone).
 */
export interface AssumedReturns {
  readonly fund: number | null;
  readonly guaranteePart: number | null;
}

/** The assumed returns of a projection with the given guarantee share and months of saving. */
export const assumedReturnsOf = (
  tariff: Pick<Tariff, 'assumedFundReturn'>,
  guaranteeShare: number,
  months: number,
): AssumedReturns =>
  months === 0
    ? { fund: null, guaranteePart: null }
    : {
        fund: guaranteeShare < 1 ? tariff.assumedFundReturn : null,
        guaranteePart: guaranteeShare > 0 ? MODEL_CALCULATION_RATES[1] : null,
      };
