// Rürup/Basisrente Höchstbetrag, § 10 Abs. 3 EStG: knappschaftliche BBG × 24.7 %, rounded up
// (FIGURES.md "Rürup"); doubled for married couples; 100 % deductible since 2023.
export const RUERUP_MAX_DEDUCTIBLE: Readonly<Record<number, number>> = {
  2024: 27_566,
  2025: 29_344,
  2026: 30_826,
};

/** Share of the contributions that is deductible, § 10 Abs. 3 S. 6 EStG (since 2023). */
export const RUERUP_DEDUCTIBLE_SHARE = 1;
