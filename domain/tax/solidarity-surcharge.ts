import { floorToCents } from '../money/cents';
import {
  SOLIDARITY_SURCHARGE_EASING_RATE,
  SOLIDARITY_SURCHARGE_EXEMPTION,
  SOLIDARITY_SURCHARGE_RATE,
} from './surcharge-figures';
import type { TaxYear } from './tax-year';

/**
 * Solidaritätszuschlag on a (whole-euro) income tax, SolZG 1995: nothing up to the Freigrenze
 * (§ 3 Abs. 3: single, or joint for a married couple assessed together), then 5.5 % (§ 4 S. 1)
 * but at most 11.9 % of the income tax above the Freigrenze (Milderungszone, § 4 S. 2);
 * fractions of a cent are dropped (§ 4 S. 3). In euros with cents.
 * Simplification: the base is the income tax itself; § 3 Abs. 2 would recompute it with the
 * Kinderfreibeträge for parents.
 */
export const solidaritySurcharge = (
  incomeTax: number,
  year: TaxYear,
  options: { readonly married?: boolean } = {},
): number => {
  const exemption = SOLIDARITY_SURCHARGE_EXEMPTION[year][options.married ? 'joint' : 'single'];
  if (incomeTax <= exemption) return 0;
  const full = incomeTax * SOLIDARITY_SURCHARGE_RATE;
  const eased = (incomeTax - exemption) * SOLIDARITY_SURCHARGE_EASING_RATE;
  return floorToCents(Math.min(full, eased));
};
