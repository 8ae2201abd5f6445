import type { StateCode } from '../holidays/state';
import type { TaxYear } from './tax-year';

/** Solidaritätszuschlag rate on the income tax, § 4 S. 1 SolZG 1995. */
export const SOLIDARITY_SURCHARGE_RATE = 0.055;

/** Share of the income tax above the Freigrenze that caps the Soli (Milderungszone), § 4 S. 2 SolZG. */
export const SOLIDARITY_SURCHARGE_EASING_RATE = 0.119;

// Freigrenze of the income tax, § 3 Abs. 3 S. 1 Nr. 1 (joint) and Nr. 2 (single) SolZG 1995,
// as amended by the Inflationsausgleichsgesetz (2024) and the Steuerfortentwicklungsgesetz (2025, 2026).
export const SOLIDARITY_SURCHARGE_EXEMPTION: Readonly<
  Record<TaxYear, { readonly single: number; readonly joint: number }>
> = {
  2024: { single: 18_130, joint: 36_260 },
  2025: { single: 19_950, joint: 39_900 },
  2026: { single: 20_350, joint: 40_700 },
};

/** Kirchensteuer in Bayern and Baden-Württemberg (KiStG BY Art. 4, KiStG BW § 6): 8 % of the income tax. */
export const CHURCH_TAX_RATE_LOW = 0.08;
/** Kirchensteuer in the other states: 9 % of the income tax. */
export const CHURCH_TAX_RATE_STANDARD = 0.09;
export const CHURCH_TAX_LOW_RATE_STATES: readonly StateCode[] = ['by', 'bw'];
