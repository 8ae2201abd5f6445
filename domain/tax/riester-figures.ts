// Riester allowances and limits, unchanged 2018–2026 (FIGURES.md "Riester").
export const RIESTER = {
  /** Grundzulage per year, § 84 S. 1 EStG. */
  basicAllowance: 175,
  /** Berufseinsteigerbonus, once, if under 25 at the start of the contribution year, § 84 S. 2 EStG. */
  starterBonus: 200,
  /** Kinderzulage per child born before 1 January 2008, § 85 Abs. 1 S. 1 EStG. */
  childAllowanceBefore2008: 185,
  /** Kinderzulage per child born from 2008 on, § 85 Abs. 1 S. 2 EStG. */
  childAllowanceFrom2008: 300,
  /** The birth year from which the higher Kinderzulage applies, § 85 Abs. 1 S. 2 EStG. */
  childAllowanceHigherFromYear: 2008,
  /** Mindesteigenbeitrag: share of last year's income subject to pension contributions, § 86 Abs. 1 EStG. */
  minimumContributionRate: 0.04,
  /** Cap of the Mindesteigenbeitrag and of the Sonderausgabenabzug incl. allowances, § 86 Abs. 1, § 10a Abs. 1 EStG. */
  maxDeductible: 2100,
  /** Sockelbetrag, the least own contribution, § 86 Abs. 1 S. 4 EStG. */
  baseContribution: 60,
  /** Raise of the 2,100 € deduction cap when the spouse is mittelbar eligible, § 10a Abs. 3 S. 2 EStG. */
  indirectSpouseDeductionIncrease: 60,
  /** Kinderzulage needs Kindergeld for at least one month of the year (§ 85 Abs. 1), paid up to age 25 at most (§ 32 Abs. 4, § 63 EStG). */
  childAllowanceMaxAge: 25,
} as const;
