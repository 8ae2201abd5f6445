import type { StateCode } from '../holidays/state';
import { floorToCents } from '../money/cents';
import {
  CHURCH_TAX_LOW_RATE_STATES,
  CHURCH_TAX_RATE_LOW,
  CHURCH_TAX_RATE_STANDARD,
} from './surcharge-figures';

/** The Kirchensteuer rate of a state: 8 % in Bayern and Baden-Württemberg, 9 % elsewhere. */
export const churchTaxRate = (state: StateCode): number =>
  CHURCH_TAX_LOW_RATE_STATES.includes(state) ? CHURCH_TAX_RATE_LOW : CHURCH_TAX_RATE_STANDARD;

/**
 * Kirchensteuer as a share of the income tax (§ 51a EStG, the state church tax laws), rounded
 * down to cents. Simplifications: the base is the income tax itself (§ 51a Abs. 2 would use the
 * tax with the Kinderfreibeträge), no Kappung, and both spouses are church members.
 */
export const churchTax = (incomeTax: number, state: StateCode): number =>
  floorToCents(Math.max(0, incomeTax) * churchTaxRate(state));
