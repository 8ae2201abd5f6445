// Statutory pension insurance, SGB VI (FIGURES.md "Statutory pension").
export interface StatutoryPensionYear {
  /** aktueller Rentenwert from 1 July, € per Entgeltpunkt per month (§ 68 SGB VI; Rentenwertbestimmungsverordnung). */
  readonly currentPensionValue: number;
  /** vorläufiges Durchschnittsentgelt, € per year (Anlage 1 SGB VI; Sozialversicherungsrechengrößen-VO). */
  readonly averageEarnings: number;
  /** Beitragsbemessungsgrenze RV (West/uniform), € per year. */
  readonly contributionCeiling: number;
  /** Beitragsbemessungsgrenze knappschaftliche RV, € per year. */
  readonly miningContributionCeiling: number;
  /** Beitragssatz RV (§ 158 SGB VI). */
  readonly contributionRate: number;
}

export const STATUTORY_PENSION: Readonly<Record<number, StatutoryPensionYear>> = {
  2024: {
    currentPensionValue: 39.32,
    averageEarnings: 45_358,
    contributionCeiling: 90_600,
    miningContributionCeiling: 111_600,
    contributionRate: 0.186,
  },
  2025: {
    currentPensionValue: 40.79,
    averageEarnings: 50_493,
    contributionCeiling: 96_600,
    miningContributionCeiling: 118_800,
    contributionRate: 0.186,
  },
  // 2026 Rentenwert 42.52 € from 1 July 2026 (Rentenanpassung 2026, announced March 2026).
  2026: {
    currentPensionValue: 42.52,
    averageEarnings: 51_944,
    contributionCeiling: 101_400,
    miningContributionCeiling: 124_800,
    contributionRate: 0.186,
  },
};

/** Haltelinie of the Rentenniveau, § 154 Abs. 3a SGB VI (extended to 2031). */
export const PENSION_LEVEL_FLOOR = 0.48;

/** Abschlag per month of early retirement and its maximum, § 77 Abs. 2 SGB VI. */
export const EARLY_RETIREMENT_DEDUCTION = { perMonth: 0.003, max: 0.144 } as const;

/** Zuschlag per month the pension starts after the regular age, § 77 Abs. 2 S. 1 Nr. 2 b SGB VI. */
export const LATE_RETIREMENT_SUPPLEMENT_PER_MONTH = 0.005;

/** Rentenartfaktor of an Altersrente, § 67 Nr. 1 SGB VI. */
export const OLD_AGE_PENSION_TYPE_FACTOR = 1;
