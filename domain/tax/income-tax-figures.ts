// Grundfreibetrag, § 32a Abs. 1 EStG as amended by the Steuerfortentwicklungsgesetz
// (BGBl. 2024 I Nr. 449); FIGURES.md "Income tax".
export const BASIC_TAX_ALLOWANCE: Readonly<Record<number, number>> = {
  2024: 11_784,
  2025: 12_096,
  2026: 12_348,
};

// Besteuerungsanteil of statutory pensions and Basisrenten by the year the pension starts,
// § 22 Nr. 1 S. 3 a aa EStG: 50 % up to 2005, +2 points a year to 80 % (2020), +1 point to 82 % (2022),
// then +0.5 points a year from 2023 (Wachstumschancengesetz) to 100 % in 2058. Computed in per mille.
export const taxableShareOfPensionStartingIn = (year: number): number => {
  if (year <= 2005) return 0.5;
  if (year <= 2020) return (500 + (year - 2005) * 20) / 1000;
  if (year <= 2022) return (800 + (year - 2020) * 10) / 1000;
  return Math.min(1000, 825 + (year - 2023) * 5) / 1000;
};
