import type { TaxYear } from './tax-year';

// Grundfreibetrag, § 32a Abs. 1 EStG as amended by the Steuerfortentwicklungsgesetz
// (BGBl. 2024 I Nr. 449); FIGURES.md "Income tax".
export const BASIC_TAX_ALLOWANCE: Readonly<Record<number, number>> = {
  2024: 11_784,
  2025: 12_096,
  2026: 12_348,
};

/**
 * The zones of § 32a Abs. 1 EStG above the Grundfreibetrag (BASIC_TAX_ALLOWANCE), in euros:
 * zone 2 up to zone2End: (zone2Factor · y + zone2Linear) · y, y = (zvE − Grundfreibetrag) / 10,000;
 * zone 3 up to zone3End: (zone3Factor · z + zone3Linear) · z + zone3Constant, z = (zvE − zone2End) / 10,000;
 * zone 4 up to zone4End: zone4Rate · zvE − zone4Subtrahend; above: zone5Rate · zvE − zone5Subtrahend.
 */
export interface IncomeTaxTariff {
  readonly zone2End: number;
  readonly zone2Factor: number;
  readonly zone2Linear: number;
  readonly zone3End: number;
  readonly zone3Factor: number;
  readonly zone3Linear: number;
  readonly zone3Constant: number;
  readonly zone4End: number;
  readonly zone4Rate: number;
  readonly zone4Subtrahend: number;
  readonly zone5Rate: number;
  readonly zone5Subtrahend: number;
}

export const INCOME_TAX_TARIFF: Readonly<Record<TaxYear, IncomeTaxTariff>> = {
  // 2024: § 32a EStG as amended by the Gesetz zur steuerlichen Freistellung des Existenzminimums 2024
  // (raised retroactively for the whole year; BMF PAP Dezember 2024, UPTAB24N).
  2024: {
    zone2End: 17_005,
    zone2Factor: 954.8,
    zone2Linear: 1_400,
    zone3End: 66_760,
    zone3Factor: 181.19,
    zone3Linear: 2_397,
    zone3Constant: 991.21,
    zone4End: 277_825,
    zone4Rate: 0.42,
    zone4Subtrahend: 10_636.31,
    zone5Rate: 0.45,
    zone5Subtrahend: 18_971.06,
  },
  // 2025: § 32a EStG as amended by the Steuerfortentwicklungsgesetz (BGBl. 2024 I Nr. 449).
  2025: {
    zone2End: 17_443,
    zone2Factor: 932.3,
    zone2Linear: 1_400,
    zone3End: 68_480,
    zone3Factor: 176.64,
    zone3Linear: 2_397,
    zone3Constant: 1_015.13,
    zone4End: 277_825,
    zone4Rate: 0.42,
    zone4Subtrahend: 10_911.92,
    zone5Rate: 0.45,
    zone5Subtrahend: 19_246.67,
  },
  // 2026: § 32a EStG as amended by the Steuerfortentwicklungsgesetz (BGBl. 2024 I Nr. 449).
  2026: {
    zone2End: 17_799,
    zone2Factor: 914.51,
    zone2Linear: 1_400,
    zone3End: 69_878,
    zone3Factor: 173.1,
    zone3Linear: 2_397,
    zone3Constant: 1_034.87,
    zone4End: 277_825,
    zone4Rate: 0.42,
    zone4Subtrahend: 11_135.63,
    zone5Rate: 0.45,
    zone5Subtrahend: 19_470.38,
  },
};

/** Arbeitnehmer-Pauschbetrag (Werbungskosten of employees), § 9a S. 1 Nr. 1 a EStG, since 2023. */
export const EMPLOYEE_EXPENSE_ALLOWANCE = 1_230;

/** Sonderausgaben-Pauschbetrag per person (doubled for joint assessment), § 10c S. 1 and 2 EStG. */
export const SPECIAL_EXPENSE_ALLOWANCE = 36;

// Besteuerungsanteil of statutory pensions and Basisrenten by the year the pension starts,
// § 22 Nr. 1 S. 3 a aa EStG: 50 % up to 2005, +2 points a year to 80 % (2020), +1 point to 82 % (2022),
// then +0.5 points a year from 2023 (Wachstumschancengesetz) to 100 % in 2058. Computed in per mille.
export const taxableShareOfPensionStartingIn = (year: number): number => {
  if (year <= 2005) return 0.5;
  if (year <= 2020) return (500 + (year - 2005) * 20) / 1000;
  if (year <= 2022) return (800 + (year - 2020) * 10) / 1000;
  return Math.min(1000, 825 + (year - 2023) * 5) / 1000;
};

/** Werbungskosten-Pauschbetrag on pensions (§ 22 Nr. 1, 1a, 5 EStG income), § 9a S. 1 Nr. 3 EStG. */
export const PENSION_EXPENSE_ALLOWANCE = 102;
